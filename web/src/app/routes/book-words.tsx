import { useParams } from 'react-router';
import { BookWordsScreen } from '../../features/books/components/book-words-screen';

export function BookWordsPage() {
  const { id = '' } = useParams();
  return <BookWordsScreen bookId={id} />;
}
