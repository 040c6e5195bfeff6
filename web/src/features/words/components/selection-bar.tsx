import { useState } from 'react';
import { Button, Group, Paper, Pill, Spoiler, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowsShuffle,
  IconSparkles,
  IconSquareCheck,
  IconSquareOff,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WORD_LIMITS, type PartOfSpeech, type Word } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { LinkButton } from '../../../components/link-button';
import { RandomCountInput } from '../../../components/random-count-input';
import { paths } from '../../../config/paths';
import { useRandomWords } from '../api/get-random-words';
import type { WordSelection } from '../hooks/use-word-selection';

interface SelectionBarProps {
  selection: WordSelection;
  /** The words on screen, for 'Select all'. */
  loaded: Word[];
  /** How many words match the search and filter, loaded or not. */
  total: number;
  /** Random words come from the part of speech being shown. */
  partOfSpeech: PartOfSpeech | null;
  onDelete: (words: Word[]) => void;
}

export function SelectionBar({ selection, loaded, total, partOfSpeech, onDelete }: SelectionBarProps) {
  const { t } = useTranslation();
  const random = useRandomWords();
  const [count, setCount] = useState<number>(WORD_LIMITS.randomDefault);
  const { selected } = selection;

  const pickRandom = () =>
    random.mutate(
      { count, partOfSpeech },
      {
        onSuccess: (words) => {
          selection.replace(words);
          notifications.show({
            color: 'teal',
            message: t('words.selection.randomPicked', { count: words.length }),
          });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: errorMessage(error, t('words.selection.randomFailed')),
          }),
      },
    );

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('words.selection.label')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={600} aria-live="polite" data-testid="selection-count">
            {t('words.selection.count', { count: selected.length })}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSquareCheck size={16} />}
              onClick={() => selection.add(loaded)}
              disabled={loaded.length === 0}
            >
              {/* Only what is loaded is selected: the label says so while more words are still to load. */}
              {loaded.length < total
                ? t('words.selection.selectLoaded', { count: loaded.length })
                : t('words.selection.selectAll')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSquareOff size={16} />}
              onClick={selection.clear}
              disabled={selected.length === 0}
            >
              {t('words.selection.deselectAll')}
            </Button>
            <LinkButton
              size="xs"
              to={paths.generate}
              // The Generate screen reads the selection from the navigation state.
              state={{ wordIds: selected.map((word) => word.id) }}
              icon={IconSparkles}
              iconSize={16}
              disabled={selected.length === 0}
              // A link has no disabled state of its own: say it to assistive technology (and to axe).
              aria-disabled={selected.length === 0}
              onClick={(event) => selected.length === 0 && event.preventDefault()}
            >
              {t('words.selection.generate')}
            </LinkButton>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(selected)}
              disabled={selected.length === 0}
            >
              {t('words.selection.deleteSelected')}
            </Button>
          </Group>
        </Group>
        <Group gap="xs" wrap="nowrap" align="center">
          <RandomCountInput
            w={84}
            size="xs"
            label={t('words.selection.randomCount')}
            value={count}
            onChange={setCount}
          />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowsShuffle size={16} />}
            onClick={pickRandom}
            loading={random.isPending}
          >
            {t('words.selection.random')}
          </Button>
        </Group>
        {selected.length > 0 ? (
          <Spoiler
            maxHeight={64}
            showLabel={t('words.word.more')}
            hideLabel={t('words.word.less')}
            styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}
          >
            <Pill.Group gap={6}>
              {selected.map((word) => (
                <Pill
                  key={word.id}
                  withRemoveButton
                  onRemove={() => selection.remove([word.id])}
                  removeButtonProps={{ 'aria-label': t('words.selection.remove', { word: word.word }) }}
                  lang="en"
                >
                  {word.word}
                </Pill>
              ))}
            </Pill.Group>
          </Spoiler>
        ) : (
          <Text size="xs" c="dimmed">
            {t('words.selection.hint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
