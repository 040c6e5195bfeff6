import { useState } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOOK_WORD_STATUSES, type Book } from '@contract';
import { LoadingState } from '../../../components/loading-state';
import { useSession } from '../../../lib/session';
import { useBookWords, type BookWordFilter } from '../api/get-book-words';
import type { useKnownMarking } from '../hooks/use-known-marking';
import { BookWordRow } from './book-word-row';

const FILTERS: BookWordFilter[] = ['all', ...BOOK_WORD_STATUSES];

interface BookWordListProps {
  book: Book;
  marking: ReturnType<typeof useKnownMarking>;
}

/** The book's words a page at a time, by status; under a plan, unseen words can be selected and marked known. */
export function BookWordList({ book, marking }: BookWordListProps) {
  const { t, i18n } = useTranslation();
  const { status: session } = useSession();
  const [status, setStatus] = useState<BookWordFilter>('all');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const words = useBookWords(book.id, status);
  const canMark = book.plan !== null;
  const shown = words.data?.pages.flatMap((page) => page.words) ?? [];
  const total = words.data?.pages[0]?.total;
  const unseenShown = shown.filter((word) => word.status === 'unseen').map((word) => word.word);

  const toggle = (word: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(word)) next.add(word);
      return next;
    });
  const markSelected = () =>
    marking.run({ bookId: book.id, words: [...selected] }, () => setSelected(new Set()));

  return (
    <Stack gap="sm" component="section" aria-label={t('books.browseLabel', { book: book.name })}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {/* A guest sees every word as not seen yet: the filter has nothing to tell apart. */}
        {session === 'signed-in' && (
          <SegmentedControl
            aria-label={t('books.words.statusLabel')}
            value={status}
            onChange={(next) => {
              setStatus(next as BookWordFilter);
              setSelected(new Set());
            }}
            data={FILTERS.map((value) => ({ value, label: t(`books.words.status.${value}`) }))}
          />
        )}
        {total !== undefined && (
          <Text size="sm" c="dimmed" data-testid="book-words-total">
            {t('books.words.total', { count: total, number: total.toLocaleString(i18n.language) })}
          </Text>
        )}
      </Group>
      {canMark && (
        <Group gap="xs" wrap="wrap" data-testid="known-selection">
          <Text size="sm" fw={600} aria-live="polite">
            {t('books.words.selected', { count: selected.size })}
          </Text>
          <Button
            size="xs"
            variant="default"
            disabled={unseenShown.length === 0}
            onClick={() => setSelected(new Set([...selected, ...unseenShown]))}
          >
            {t('books.words.selectShown')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={selected.size === 0}
            onClick={() => setSelected(new Set())}
          >
            {t('books.words.clearSelection')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={selected.size === 0}
            loading={marking.pending}
            onClick={markSelected}
          >
            {t('books.words.markKnown')}
          </Button>
        </Group>
      )}
      {words.isError && shown.length === 0 ? (
        <Alert color="red" role="alert">
          {t('books.words.loadFailed')}
        </Alert>
      ) : words.isPending ? (
        <LoadingState />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('books.words.empty')}</Text>
      ) : (
        <Paper withBorder radius="md" px="md">
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-busy={words.isFetching}
          >
            {shown.map((word, index) => (
              <BookWordRow
                key={word.word}
                word={word}
                divided={index > 0}
                selectable={canMark && word.status === 'unseen'}
                selected={selected.has(word.word)}
                onToggle={toggle}
              />
            ))}
          </Stack>
        </Paper>
      )}
      {words.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void words.fetchNextPage()}
          loading={words.isFetchingNextPage}
          mx="auto"
        >
          {t('books.words.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
