import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SentenceCheck } from '@contract';
import { AnnotatedSentence } from './annotated-sentence';
import { DiffView } from '../../../components/ai/diff-view';
import { IssueDetail } from './issue-detail';
import { SkeletonLines } from '../../../components/ai/skeleton-lines';
import { useSession } from '../../../lib/session';
import { WordsToCheck } from './words-to-check';

interface CheckBodyProps {
  /** A finished check, or as much of one as has arrived. */
  check: Partial<SentenceCheck>;
  /** The sentence sent, while the answer does not repeat it yet. */
  sentence?: string;
  streaming?: boolean;
}

/**
 * The sentence with its issues marked, the correction as a diff, the explanation, the words to check and the
 * issue list.
 */
export function CheckBody({ check, sentence: sent, streaming = false }: CheckBodyProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  // A check still arriving is the learner's own; a saved one may be anyone's public check.
  const author = check.author?.username;
  const mine = author === undefined || author === user?.username;
  const sentence = check.sentence ?? sent ?? '';
  const issues = (check.issues ?? []).filter((issue) => issue?.original && issue.explanation);
  const unknownWords = check.unknownWords ?? [];
  const corrected = check.correctedSentence;
  const placeholder = (lines: number) => (streaming ? <SkeletonLines lines={lines} /> : null);

  return (
    <Stack gap="md">
      <Section
        title={mine ? t('check.result.yourSentence') : t('check.result.theirSentence', { username: author })}
      >
        <AnnotatedSentence
          sentence={sentence}
          issues={streaming ? [] : issues}
          unknownWords={streaming ? [] : unknownWords}
        />
      </Section>
      <Section title={t('check.result.corrected')}>
        {corrected === undefined ? (
          placeholder(2)
        ) : corrected.trim() === sentence.trim() ? (
          <Text c="dimmed" size="sm">
            {t('check.result.noChanges')}
          </Text>
        ) : (
          <DiffView before={sentence} after={corrected} />
        )}
      </Section>
      <Section title={t('check.result.explanation')}>
        {check.explanation ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="check-explanation">
            {check.explanation}
          </Text>
        ) : (
          placeholder(3)
        )}
      </Section>
      {!streaming && unknownWords.length > 0 && (
        <Section title={t('check.result.wordsToCheck', { count: unknownWords.length })}>
          <WordsToCheck words={unknownWords} />
        </Section>
      )}
      {/* "No issues found. Well done!" is not for a sentence with words to check. */}
      {!streaming && (issues.length > 0 || unknownWords.length === 0) && (
        <Section title={t('check.result.issues', { count: issues.length })}>
          {issues.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('check.result.noIssues')}
            </Text>
          ) : (
            <Stack
              gap="md"
              component="ol"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="issue-list"
            >
              {issues.map((issue, index) => (
                <li key={index}>
                  <IssueDetail issue={issue} number={index + 1} />
                </li>
              ))}
            </Stack>
          )}
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
