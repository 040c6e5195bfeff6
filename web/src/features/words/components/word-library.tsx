import { useState } from 'react';
import { Button, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconFileImport, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartOfSpeech, Word, WordReviewFilter, WordSort } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { useWords, type WordFilters } from '../api/list-words';
import { useConfirmDelete } from '../hooks/use-confirm-delete';
import type { WordSelection } from '../hooks/use-word-selection';
import { EditWordModal } from './edit-word-modal';
import { ExportButton } from './export-button';
import { ImportFileModal } from './import-file-modal';
import { ImportWordsModal } from './import-words-modal';
import { SelectionBar } from './selection-bar';
import { WordCard } from './word-card';
import { EmptyWordList, NoMatchingWords, WordListError, WordListSkeleton } from './word-list-states';
import { WordsToolbar } from './words-toolbar';

const SEARCH_DELAY_MS = 300;

/** The learner's list: search, filter, sort, select, delete, import and export. */
export function WordLibrary({ selection }: { selection: WordSelection }) {
  const { t } = useTranslation();
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const [partOfSpeech, setPartOfSpeech] = useState<PartOfSpeech | null>(null);
  const [sort, setSort] = useState<WordSort>('recent');
  const [review, setReview] = useState<WordReviewFilter | null>(null);
  const [importOpened, importModal] = useDisclosure(false);
  const [fileImportOpened, fileImportModal] = useDisclosure(false);
  const [editing, setEditing] = useState<Word | null>(null);
  const filters: WordFilters = { search, partOfSpeech, sort, review };
  const filtered = search !== '' || partOfSpeech !== null || review !== null;

  const list = useWords(filters);
  const words: Word[] = list.data?.pages.flatMap((page) => page.words ?? []) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const confirmDelete = useConfirmDelete(selection.remove);

  const clearFilters = () => {
    setSearchInput('');
    setPartOfSpeech(null);
    setReview(null);
  };

  const isNewLearner = list.isSuccess && !filtered && !list.isPlaceholderData && total === 0;
  // '0 words' after a search reads like an empty list: say that nothing matched what was searched.
  const countText = () => {
    if (total > 0 || !filtered || list.isPlaceholderData) return t('words.list.count', { count: total });
    return search !== '' ? t('words.list.noMatchSearch', { search }) : t('words.list.noMatchTitle');
  };

  return (
    <Stack component="section" gap="md" aria-labelledby="word-list-title">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" align="baseline">
          <Title order={2} size="h3" id="word-list-title">
            {t('words.list.title')}
          </Title>
          {list.isSuccess && (
            <Text c="dimmed" size="sm" data-testid="words-total">
              {countText()}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFileImport size={18} />}
            onClick={importModal.open}
          >
            {t('words.import.button')}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFileUpload size={18} />}
            onClick={fileImportModal.open}
          >
            {t('words.fileImport.button')}
          </Button>
          <ExportButton disabled={isNewLearner} />
          <ExportButton format="apkg" disabled={isNewLearner} />
        </Group>
      </Group>

      {isNewLearner ? (
        <EmptyWordList onImport={importModal.open} />
      ) : (
        <>
          <WordsToolbar
            search={searchInput}
            onSearchChange={setSearchInput}
            partOfSpeech={partOfSpeech}
            onPartOfSpeechChange={setPartOfSpeech}
            review={review}
            onReviewChange={setReview}
            sort={sort}
            onSortChange={setSort}
            searching={list.isFetching && list.isPlaceholderData}
          />
          <SelectionBar
            selection={selection}
            loaded={words}
            total={total}
            partOfSpeech={partOfSpeech}
            onDelete={confirmDelete}
          />
          {list.isPending ? (
            <WordListSkeleton />
          ) : list.isError && words.length === 0 ? (
            <WordListError
              message={errorMessage(list.error, t('errors.generic'))}
              onRetry={() => void list.refetch()}
            />
          ) : words.length === 0 ? (
            <NoMatchingWords onClear={clearFilters} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" role="list" aria-labelledby="word-list-title">
              {words.map((word) => (
                <WordCard
                  key={word.id}
                  word={word}
                  selected={selection.ids.has(word.id)}
                  onToggle={selection.toggle}
                  onEdit={setEditing}
                  onDelete={(one) => confirmDelete([one])}
                />
              ))}
            </SimpleGrid>
          )}
          {list.hasNextPage && (
            <Center>
              <Button
                variant="light"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t('words.list.loadMore')}
              </Button>
            </Center>
          )}
          {list.isFetchNextPageError && (
            <WordListError
              message={errorMessage(list.error, t('errors.generic'))}
              onRetry={() => void list.fetchNextPage()}
            />
          )}
        </>
      )}
      <ImportWordsModal opened={importOpened} onClose={importModal.close} />
      <ImportFileModal opened={fileImportOpened} onClose={fileImportModal.close} />
      <EditWordModal word={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
