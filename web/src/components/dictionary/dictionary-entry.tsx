import type { ReactNode } from 'react';
import { Anchor, Group, Loader, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntryResponse } from '@contract';
import { useDictionaryEntry } from './dictionary-entry-query';
import { EntryConfusables } from './entry-confusables';
import { EntryExamples } from './entry-examples';
import { EntryRoots } from './entry-roots';
import { EntrySenses } from './entry-senses';

interface DictionaryEntryProps {
  word: string;
  /** Sentences not to show again among the examples (the card's own sentence). */
  exclude?: string[];
  /** The sections' heading level where the panel sits. */
  headingOrder?: TitleOrder;
  /** At most this many senses of each part of speech (a review card keeps to the main ones). */
  sensesPerPart?: number;
}

/**
 * What the dictionary holds on a word beyond its meaning line: senses by part of speech, examples,
 * roots and affixes, and the words it is confused with, each section only when it has something.
 * Fetched on its own, so whatever sits beside it (the ratings of a card) never waits for it.
 */
export function DictionaryEntry({
  word,
  exclude = [],
  headingOrder = 3,
  sensesPerPart,
}: DictionaryEntryProps) {
  const { t } = useTranslation();
  const lookup = useDictionaryEntry(word);
  let body: ReactNode;
  if (lookup.isPending) {
    body = (
      <Group gap="xs" c="dimmed" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('dictionary.loading')}</Text>
      </Group>
    );
  } else if (lookup.isError) {
    body = (
      <Group gap="xs" role="alert">
        <Text size="sm" c="red">
          {t('dictionary.failed')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void lookup.refetch()}>
          {t('dictionary.retry')}
        </Anchor>
      </Group>
    );
  } else if (lookup.data === null) {
    body = <Empty>{t('dictionary.notFound', { word })}</Empty>;
  } else {
    body = (
      <EntrySections
        entry={lookup.data}
        exclude={exclude}
        headingOrder={headingOrder}
        sensesPerPart={sensesPerPart}
      />
    );
  }
  return (
    <Stack
      gap="md"
      component="section"
      aria-label={t('dictionary.label', { word })}
      data-testid="dictionary-entry"
    >
      {body}
    </Stack>
  );
}

function EntrySections({
  entry,
  exclude,
  headingOrder,
  sensesPerPart,
}: {
  entry: DictionaryEntryResponse;
  exclude: string[];
  headingOrder: TitleOrder;
  sensesPerPart: number | undefined;
}) {
  const { t } = useTranslation();
  const shown = new Set(exclude.map((sentence) => sentence.trim().toLowerCase()));
  const examples = entry.examples.filter((example) => !shown.has(example.trim().toLowerCase()));
  const sections = [
    entry.senses.length > 0 && {
      key: 'senses',
      title: t('dictionary.senses'),
      content: <EntrySenses senses={entry.senses} perPart={sensesPerPart} />,
    },
    examples.length > 0 && {
      key: 'examples',
      title: t('dictionary.examples'),
      content: <EntryExamples examples={examples} />,
    },
    entry.roots.length > 0 && {
      key: 'roots',
      title: t('dictionary.roots'),
      content: <EntryRoots roots={entry.roots} />,
    },
    entry.confusables.length > 0 && {
      key: 'confusables',
      title: t('dictionary.confusables'),
      content: <EntryConfusables groups={entry.confusables} word={entry.word} />,
    },
  ].filter((section) => section !== false);
  if (sections.length === 0) return <Empty>{t('dictionary.empty', { word: entry.word })}</Empty>;
  return sections.map(({ key, title, content }) => (
    <Stack key={key} gap={6} data-section={key}>
      <Title order={headingOrder} size="sm" c="dimmed" fw={700}>
        {title}
      </Title>
      {content}
    </Stack>
  ));
}

function Empty({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {children}
    </Text>
  );
}
