import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportReport as Report } from '../api/import-words';
import { SuggestionButtons } from './spelling-suggestions';

interface ImportReportProps {
  report: Report;
  /** What kind of import it was (a file's format, how many words came with a sentence). */
  summary?: React.ReactNode;
  forcing: boolean;
  /** Adds `suggestion` in place of the misspelled `word`. */
  onPick: (word: string, suggestion: string) => void;
  onAddAnyway: () => void;
  onMore: () => void;
  onClose: () => void;
}

function Row({
  testId,
  label,
  count,
  color,
  children,
}: {
  testId: string;
  label: string;
  count: number;
  color: string;
  children?: React.ReactNode;
}) {
  return (
    <List.Item data-testid={testId}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Badge color={color} variant="light" miw={36}>
          {count}
        </Badge>
        <Text size="sm" fw={500}>
          {label}
        </Text>
      </Group>
      {count > 0 && children}
    </List.Item>
  );
}

/** What happened to every line: added, already there, misspelled (with suggestions), not a word. */
export function ImportReport({
  report,
  summary,
  forcing,
  onPick,
  onAddAnyway,
  onMore,
  onClose,
}: ImportReportProps) {
  const { t } = useTranslation();
  const words = (list: string[]) => (
    <Text size="xs" c="dimmed" mt={4} ml={44} lang="en" style={{ overflowWrap: 'anywhere' }}>
      {list.join(', ')}
    </Text>
  );
  const rows = [
    {
      kind: 'added',
      color: 'teal',
      count: report.added.length,
      details: words(report.added.map((word) => word.word)),
    },
    { kind: 'duplicates', color: 'gray', count: report.duplicates.length, details: words(report.duplicates) },
    {
      kind: 'misspelled',
      color: 'yellow',
      count: report.misspelled.length,
      details: (
        <MisspelledDetails
          misspelled={report.misspelled}
          forcing={forcing}
          onPick={onPick}
          onAddAnyway={onAddAnyway}
        />
      ),
    },
    { kind: 'invalid', color: 'red', count: report.invalid.length, details: words(report.invalid) },
  ] as const;
  return (
    <Stack gap="md" aria-live="polite">
      <Title order={3} size="h5">
        {t('words.import.report.title')}
      </Title>
      {summary}
      <List listStyleType="none" spacing="sm">
        {rows.map(({ kind, color, count, details }) => (
          <Row
            key={kind}
            testId={`import-${kind}`}
            // 'added' alone is the toast of one added word ("“apple” was added"): the row says what the list is.
            label={t(kind === 'added' ? 'words.import.report.addedList' : `words.import.report.${kind}`)}
            count={count}
            color={color}
          >
            {details}
          </Row>
        ))}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onMore}>
          {t('words.import.report.more')}
        </Button>
        <Button onClick={onClose}>{t('words.import.report.close')}</Button>
      </Group>
    </Stack>
  );
}

/** Each misspelled line with the words it may have meant, and a way to add them as written. */
function MisspelledDetails({
  misspelled,
  forcing,
  onPick,
  onAddAnyway,
}: Pick<ImportReportProps, 'forcing' | 'onPick' | 'onAddAnyway'> & { misspelled: Report['misspelled'] }) {
  const { t } = useTranslation();
  return (
    <>
      <List size="xs" ml={44} mt={4} spacing={6}>
        {misspelled.map(({ word, suggestions }) => (
          <List.Item key={word} data-testid="import-misspelled-word">
            <Text span size="xs" fw={600} lang="en">
              {word}
            </Text>
            <Text span size="xs" c="dimmed">
              {' — '}
              {suggestions.length > 0
                ? t('words.import.report.didYouMean', { suggestions: suggestions.join(', ') })
                : t('words.import.report.noSuggestions')}
            </Text>
            <Group mt={4}>
              <SuggestionButtons
                suggestions={suggestions}
                label={t('words.import.report.suggestionsFor', { word })}
                busy={forcing}
                onPick={(suggestion) => onPick(word, suggestion)}
              />
            </Group>
          </List.Item>
        ))}
      </List>
      <Button
        ml={44}
        mt={6}
        size="compact-sm"
        variant="light"
        color="yellow"
        loading={forcing}
        onClick={onAddAnyway}
      >
        {t('words.import.report.addAnyway')}
      </Button>
    </>
  );
}
