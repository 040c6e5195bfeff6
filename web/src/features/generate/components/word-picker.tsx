import { useState } from 'react';
import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  Pill,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowsShuffle, IconBook2, IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORD_LIMITS, type Word } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { LoadingState } from '../../../components/loading-state';
import { RandomCountInput } from '../../../components/random-count-input';
import { paths } from '../../../config/paths';
import { usePickerWords } from '../api/list-words';
import { useRandomWords } from '../api/get-random-words';
import type { WordChoice } from '../hooks/use-word-choice';

const firstLine = (text: string | null) => text?.split('\n')[0]?.trim() ?? '';

/** Search the learner's list and tick words, or draw some at random; the chosen ones show as pills. */
export function WordPicker({ choice, disabled }: { choice: WordChoice; disabled: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const words = usePickerWords(debounced, true);
  const random = useRandomWords();
  const [count, setCount] = useState<number>(WORD_LIMITS.randomDefault);
  const loaded = words.data?.pages.flatMap((page) => page.words) ?? [];
  const total = words.data?.pages[0]?.total ?? 0;
  const emptyList = words.isSuccess && total === 0 && !debounced.trim();

  const pickRandom = () =>
    random.mutate(count, {
      onSuccess: (picked) => choice.replace(picked),
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t('generate.picker.randomFailed')) }),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="word-picker-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="word-picker-title">
            {t('generate.picker.title')}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="selected-count">
            {t('generate.picker.count', { selected: choice.selected.length, max: choice.max })}
          </Text>
        </Group>

        {choice.selected.length > 0 ? (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Pill.Group gap={6} style={{ flex: 1 }}>
              {choice.selected.map((word) => (
                <Pill
                  key={word.id}
                  withRemoveButton={!disabled}
                  onRemove={() => choice.remove(word.id)}
                  removeButtonProps={{ 'aria-label': t('generate.picker.remove', { word: word.word }) }}
                  lang="en"
                >
                  {word.word}
                </Pill>
              ))}
            </Pill.Group>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={12} aria-hidden />}
              onClick={choice.clear}
              disabled={disabled}
            >
              {t('generate.picker.clear')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {choice.loadingPreselection ? t('common.loading') : t('generate.picker.hint')}
          </Text>
        )}

        {emptyList ? (
          <Stack align="center" ta="center" gap="xs" py="md">
            <IconBook2 size={32} stroke={1.5} aria-hidden color="var(--mantine-color-teal-6)" />
            <Text fw={600}>{t('generate.picker.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('generate.picker.emptyText')}
            </Text>
            <Button component={Link} to={paths.words} variant="light" size="xs">
              {t('generate.picker.toWords')}
            </Button>
          </Stack>
        ) : (
          <>
            <Group gap="xs" wrap="wrap" align="flex-end">
              <TextInput
                style={{ flex: '1 1 180px' }}
                aria-label={t('generate.picker.search')}
                placeholder={t('generate.picker.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                rightSection={
                  search ? (
                    <CloseButton
                      size="sm"
                      aria-label={t('generate.picker.clearSearch')}
                      onClick={() => setSearch('')}
                    />
                  ) : null
                }
              />
              <Group gap={6} wrap="nowrap">
                <RandomCountInput
                  w={72}
                  label={t('generate.picker.randomCount')}
                  value={count}
                  onChange={setCount}
                />
                <Button
                  variant="light"
                  leftSection={<IconArrowsShuffle size={16} aria-hidden />}
                  onClick={pickRandom}
                  loading={random.isPending}
                  disabled={disabled}
                >
                  {t('generate.picker.random', { number: count })}
                </Button>
              </Group>
            </Group>
            <WordList
              choice={choice}
              disabled={disabled}
              words={loaded}
              pending={words.isPending}
              failed={words.isError}
              onRetry={() => void words.refetch()}
              search={debounced}
            />
            {words.hasNextPage && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => void words.fetchNextPage()}
                loading={words.isFetchingNextPage}
              >
                {t('generate.picker.loadMore')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

interface WordListProps {
  choice: WordChoice;
  disabled: boolean;
  words: Word[];
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  search: string;
}

function WordList({ choice, disabled, words, pending, failed, onRetry, search }: WordListProps) {
  const { t } = useTranslation();
  if (pending) {
    return <LoadingState size="sm" py="md" />;
  }
  if (failed) {
    return (
      <Group gap="xs" py="xs">
        <Text size="sm" c="red">
          {t('generate.picker.loadFailed')}
        </Text>
        <Button size="compact-xs" variant="light" onClick={onRetry}>
          {t('results.tryAgain')}
        </Button>
      </Group>
    );
  }
  if (words.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('generate.picker.noMatch', { search: search.trim() })}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={300} type="auto" scrollbars="y" offsetScrollbars="y">
      <Stack gap={4} role="group" aria-label={t('generate.picker.listLabel')}>
        {words.map((word) => {
          const meaning = firstLine(word.translation) || firstLine(word.definition);
          return (
            <Checkbox
              key={word.id}
              checked={choice.ids.has(word.id)}
              onChange={() => choice.toggle(word)}
              disabled={disabled}
              label={<span lang="en">{word.word}</span>}
              description={meaning || undefined}
              styles={{
                root: { padding: '6px 8px', borderRadius: 'var(--mantine-radius-sm)' },
                description: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
                body: { minWidth: 0 },
                labelWrapper: { minWidth: 0, flex: 1 },
              }}
            />
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
