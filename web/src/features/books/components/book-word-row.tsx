import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookWord, BookWordStatus } from '@contract';
import { formatPhonetic } from '../../../lib/format-phonetic';

const STATUS_COLOR: Record<BookWordStatus, string> = { unseen: 'gray', learning: 'cyan', known: 'teal' };

interface BookWordRowProps {
  word: BookWord;
  /** A line above it, between it and the row before. */
  divided: boolean;
  /** Whether the learner may select it to mark known: only words not seen yet, under a plan. */
  selectable: boolean;
  selected: boolean;
  onToggle: (word: string) => void;
}

export function BookWordRow({ word, divided, selectable, selected, onToggle }: BookWordRowProps) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py={8}
      style={divided ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
      data-testid="book-word"
    >
      {selectable && (
        <Checkbox
          mt={2}
          checked={selected}
          onChange={() => onToggle(word.word)}
          aria-label={t('books.words.select', { word: word.word })}
        />
      )}
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} lang="en">
            {word.word}
          </Text>
          {word.phonetic && (
            <Text size="sm" c="dimmed">
              {formatPhonetic(word.phonetic)}
            </Text>
          )}
        </Group>
        {word.translation && (
          <Text size="sm" c="dimmed" lang="zh-CN" lineClamp={2}>
            {word.translation}
          </Text>
        )}
      </Stack>
      <Badge color={STATUS_COLOR[word.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
        {t(`books.words.status.${word.status}`)}
      </Badge>
    </Group>
  );
}
