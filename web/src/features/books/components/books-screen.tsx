import { useState } from 'react';
import { Alert, Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Book } from '@contract';
import { LoadingState } from '../../../components/loading-state';
import { useBooks } from '../api/get-books';
import { BookCard } from './book-card';
import { PlanDialog } from './plan-dialog';

/** The nine word books as cards, each with the learner's plan on it. */
export function BooksScreen() {
  const { t } = useTranslation();
  const books = useBooks();
  const [planning, setPlanning] = useState<Book | null>(null);

  if (books.isError)
    return (
      <Alert color="red" role="alert" title={t('books.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void books.refetch()}>
          {t('books.retry')}
        </Button>
      </Alert>
    );
  if (!books.data) return <LoadingState />;

  return (
    <>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="section"
        aria-label={t('books.listLabel')}
      >
        {books.data.map((book) => (
          <BookCard key={book.id} book={book} onPlan={setPlanning} />
        ))}
      </SimpleGrid>
      <PlanDialog book={planning} onClose={() => setPlanning(null)} />
    </>
  );
}
