import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Book } from '@contract';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useBooks } from '../api/get-books';
import { useKnownMarking } from '../hooks/use-known-marking';
import { BookWordList } from './book-word-list';
import { KnownToolsNote } from './known-tools-note';
import { KnowFirstWords } from './know-first-words';
import { PlanActions } from './plan-actions';
import { PlanDialog } from './plan-dialog';
import { PlanPace } from './plan-pace';
import { PlanRing } from './plan-ring';

/** One book's words in book order, with the learner's status of each and the tools to skip known ones. */
export function BookWordsScreen({ bookId }: { bookId: string }) {
  const { t } = useTranslation();
  const books = useBooks();
  const marking = useKnownMarking();
  const [planning, setPlanning] = useState<Book | null>(null);
  const book = books.data?.find((candidate) => candidate.id === bookId);

  const back = (
    <Anchor component={Link} to={paths.books} size="sm" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('books.back')}
      </Group>
    </Anchor>
  );

  if (books.isPending) return <LoadingState />;
  if (!book)
    return (
      <Stack gap="md">
        {back}
        <Text role="alert">{books.isError ? t('books.loadFailed') : t('books.notFound')}</Text>
      </Stack>
    );

  const { plan } = book;
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      {back}
      <PageHeader title={book.name} subtitle={book.description} />
      {plan && (
        <Group gap="md" wrap="nowrap">
          <PlanRing plan={plan} bookName={book.name} size={64} />
          <Stack gap="xs" miw={0}>
            <PlanPace plan={plan} />
            <PlanActions book={book} plan={plan} onChange={setPlanning} />
          </Stack>
        </Group>
      )}
      {plan ? (
        <KnowFirstWords bookId={book.id} marking={marking} />
      ) : (
        <KnownToolsNote book={book} onStart={setPlanning} />
      )}
      <BookWordList book={book} marking={marking} />
      <PlanDialog book={planning} onClose={() => setPlanning(null)} />
    </Stack>
  );
}
