import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntryResponse } from '@contract';
import { formatPhonetic } from '../../../lib/format-phonetic';
import { relabelGloss } from '../../../lib/gloss-labels';

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
        {entry.partsOfSpeech.map((part) => (
          <Badge key={part} variant="light" size="sm" tt="none">
            {t(`words.pos.${part}`)}
          </Badge>
        ))}
        {entry.lemma && (
          <Text size="xs" c="dimmed">
            {t('words.add.formOf', { lemma: entry.lemma })}
          </Text>
        )}
      </Group>
      {entry.translation && (
        <Text size="sm" mt={4} lang="zh-CN" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
          {relabelGloss(entry.translation, (part) => t(`words.posShort.${part}`))}
        </Text>
      )}
    </div>
  );
}
