import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { READING_STATUSES, type ReadingResponse, type ReadingStatus, type ReadingToken } from '@contract';
import { errorMessage } from '../../../api/api-error';
import { openConfirmModal } from '../../../lib/confirm';
import { useAddAllWords } from '../api/add-all-words';
import { useLevels } from '../api/get-levels';
import { atOrAbove, unlistedLemmas } from '../lib/levels';
import { sentenceAround } from '../lib/sentence-around';
import { LevelFilter } from './level-filter';
import { ReadingText } from './reading-text';
import { StatusLegend } from './status-legend';
import { WordCard } from './word-card';

const NO_LEVELS: string[] = [];

interface ReadingResultProps {
  text: string;
  source: string;
  reading: ReadingResponse;
}

/** The read text: what it holds, the level filter with "Add all of these", and the marked text itself. */
export function ReadingResult({ text, source, reading }: ReadingResultProps) {
  const { t, i18n } = useTranslation();
  const { tokens, stats } = reading;
  const levels = useLevels().data ?? NO_LEVELS;
  const [level, setLevel] = useState<string | null>(null);
  const addAll = useAddAllWords();
  const title = useRef<HTMLHeadingElement>(null);
  // The form the learner pressed Read in is gone: the focus goes to what it made.
  useEffect(() => title.current?.focus(), []);

  const shown = useCallback((token: ReadingToken) => atOrAbove(token, level, levels), [level, levels]);
  const toAdd = useMemo(() => unlistedLemmas(tokens.filter(shown)), [tokens, shown]);
  const counts = useMemo(() => statusCounts(tokens), [tokens]);
  const renderCard = useCallback(
    (index: number) => {
      const token = tokens[index]!;
      return (
        <WordCard token={token} sentence={sentenceAround(text, token.start, token.end)} source={source} />
      );
    },
    [tokens, text, source],
  );

  const confirmAddAll = () =>
    openConfirmModal({
      title: t('reading.addAll.title', { count: toAdd.length }),
      children: (
        <Text size="sm" lang="en" lineClamp={6}>
          {toAdd.join(', ')}
        </Text>
      ),
      labels: { confirm: t('reading.addAll.confirm'), cancel: t('reading.addAll.cancel') },
      onConfirm: () =>
        addAll.mutate(toAdd, {
          onSuccess: (report) => {
            const skipped = toAdd.length - report.added.length;
            const count = report.added.length;
            notifications.show({
              color: 'teal',
              message:
                skipped > 0
                  ? t('reading.addAll.doneSkipped', { count, skipped })
                  : t('reading.addAll.done', { count }),
            });
          },
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t('reading.addAll.failed')) }),
        }),
    });

  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Stack gap="md" component="section" aria-labelledby="reading-result-title">
      <Stack gap={4}>
        <Text ref={title} tabIndex={-1} fw={700} id="reading-result-title" component="h2" size="lg" m={0}>
          {t('reading.result.title')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="reading-stats">
          {t('reading.result.stats', {
            words: number(stats.words),
            unique: number(stats.unique),
            unlisted: number(stats.unlisted),
          })}
        </Text>
      </Stack>
      <StatusLegend counts={counts} />
      <LevelFilter
        levels={levels}
        level={level}
        onLevelChange={setLevel}
        toAdd={toAdd}
        adding={addAll.isPending}
        onAddAll={confirmAddAll}
      />
      <Card withBorder padding="lg" data-testid="reading-text">
        <Text size="xs" c="dimmed" mb="sm" id="reading-keys">
          {t('reading.result.keys')}
        </Text>
        <ReadingText
          text={text}
          tokens={tokens}
          shown={shown}
          renderCard={renderCard}
          label={t('reading.result.textLabel')}
          describedBy="reading-keys"
        />
      </Card>
    </Stack>
  );
}

/** How many different words (dictionary forms) of the text have each status. */
function statusCounts(tokens: ReadingToken[]): Record<ReadingStatus, number> {
  const seen = Object.fromEntries(READING_STATUSES.map((status) => [status, new Set<string>()])) as Record<
    ReadingStatus,
    Set<string>
  >;
  for (const token of tokens) seen[token.status].add(token.lemma);
  return Object.fromEntries(READING_STATUSES.map((status) => [status, seen[status].size])) as Record<
    ReadingStatus,
    number
  >;
}
