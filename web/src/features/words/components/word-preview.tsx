import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntryResponse } from '@contract';
import { formatPhonetic } from '../../../lib/format-phonetic';

interface WordPreviewProps {
  entry: DictionaryEntryResponse | null | undefined;
  loading: boolean;
}

/** What the dictionary knows about the word being typed, so the learner sees it before adding it. */
export function WordPreview({ entry, loading }: WordPreviewProps) {
  const { t } = useTranslation();
  if (loading && entry === undefined) {
    return (
      <Group gap="xs" c="dimmed" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('words.add.lookingUp')}</Text>
      </Group>
    );
  }
  if (entry === undefined) return null;
  if (entry === null) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('words.add.notInDictionary')}
      </Text>
    );
  }
  return (
    <div role="status" aria-label={t('words.add.preview')} data-testid="word-preview">
      <Group gap="xs" wrap="wrap" align="center">
        <IconBook2 size={16} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={700} lang="en">
          {entry.word}
        </Text>
        {entry.phonetic && (
          <Text size="sm" c="dimmed">
            {formatPhonetic(entry.phonetic)}
          </Text>
        )}
        {entry.partOfSpeech && (
          <Badge variant="light" size="sm" tt="none">
            {t(`words.pos.${entry.partOfSpeech}`)}
          </Badge>
        )}
        {entry.lemma && (
          <Text size="xs" c="dimmed">
            {t('words.add.formOf', { lemma: entry.lemma })}
          </Text>
        )}
      </Group>
      {entry.translation && (
        <Text size="sm" mt={4} lang="zh-CN" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
          {entry.translation}
        </Text>
      )}
    </div>
  );
}
