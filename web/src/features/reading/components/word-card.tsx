import { Badge, Blockquote, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReadingToken } from '@contract';
import { EntrySenses } from '../../../components/dictionary/entry-senses';
import { useDictionaryEntry } from '../../../components/dictionary/dictionary-entry-query';
import { ListenButton } from '../../../components/listen-button';
import { formatPhonetic } from '../../../lib/format-phonetic';
import { relabelGloss } from '../../../lib/gloss-labels';
import { AddInContext } from './add-in-context';
import { LevelBadge } from './level-badge';
import { StatusBadge } from './status-badge';

/* A card keeps to the commonest senses: the reader wants the gist, the Words page has the rest. */
const SENSES_SHOWN = 4;
const SENSES_PER_PART = 2;

interface WordCardProps {
  token: ReadingToken;
  sentence: string;
  source: string;
}

/** What a word of the text is: its dictionary form, sound, Chinese, commonest senses, and a way to add it. */
export function WordCard({ token, sentence, source }: WordCardProps) {
  const { t } = useTranslation();
  const lookup = useDictionaryEntry(token.lemma);
  const entry = lookup.data;
  return (
    <Stack gap="xs" data-testid="reading-word-card">
      <Group gap="xs" wrap="nowrap" justify="space-between" align="center">
        <Group gap={8} align="baseline" wrap="wrap">
          <Text fw={700} size="lg" lang="en">
            {token.lemma}
          </Text>
          {entry?.phonetic && (
            <Text size="sm" c="dimmed">
              {formatPhonetic(entry.phonetic)}
            </Text>
          )}
        </Group>
        <ListenButton text={token.lemma} label={t('reading.card.listen', { word: token.lemma })} />
      </Group>
      {token.text.toLowerCase() !== token.lemma && (
        <Text size="xs" c="dimmed">
          {t('reading.card.formOf', { form: token.text, lemma: token.lemma })}
        </Text>
      )}
      <Group gap={6} wrap="wrap">
        <StatusBadge status={token.status} />
        <LevelBadge level={token.level} />
        {token.frequencyRank !== null && (
          <Badge variant="outline" color="gray" size="sm" tt="none">
            {t('reading.card.rank', { rank: token.frequencyRank })}
          </Badge>
        )}
      </Group>
      {lookup.isPending ? (
        <Group gap="xs" c="dimmed" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('dictionary.loading')}</Text>
        </Group>
      ) : entry ? (
        <>
          {entry.translation && (
            <Text size="sm" lang="zh-CN" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {relabelGloss(entry.translation, (part) => t(`words.posShort.${part}`))}
            </Text>
          )}
          {entry.senses.length > 0 && (
            <EntrySenses senses={entry.senses.slice(0, SENSES_SHOWN)} perPart={SENSES_PER_PART} />
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {lookup.isError ? t('dictionary.failed') : t('dictionary.notFound', { word: token.lemma })}
        </Text>
      )}
      <Blockquote p="xs" fz="sm" lang="en" cite={source || undefined}>
        {sentence}
      </Blockquote>
      <AddInContext token={token} sentence={sentence} source={source} />
    </Stack>
  );
}
