import { useParams } from 'react-router';
import { LikeButton } from '../../features/community/components/like-button';
import { CheckView } from '../../features/check/components/check-view';

export function SentenceCheckViewPage() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing of the previous one may linger.
  return <CheckView key={id} id={id} renderLike={(check) => <LikeButton kind="checks" item={check} />} />;
}
