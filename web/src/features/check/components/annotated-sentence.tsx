import { Popover, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckIssue, UnknownWord } from '@contract';
import { issueSegments } from '../lib/issue-segments';
import { ISSUE_COLORS, UNKNOWN_WORD_MARK } from '../../../components/ai/check-colors';
import { IssueDetail } from './issue-detail';

interface AnnotatedSentenceProps {
  sentence: string;
  issues: CheckIssue[];
  unknownWords?: UnknownWord[];
}

/**
 * The learner's sentence with each issue marked (a mark opens what is wrong there) and each word to check
 * underlined, as the list below it names them.
 */
export function AnnotatedSentence({ sentence, issues, unknownWords = [] }: AnnotatedSentenceProps) {
  const { t } = useTranslation();
  return (
    <Text lh={1.9} lang="en" data-testid="annotated-sentence">
      {issueSegments(sentence, issues, unknownWords).map((segment, index) => {
        if (!segment.issue && segment.unknown)
          return (
            <Text span key={index} {...UNKNOWN_WORD_MARK} data-testid="unknown-word-mark">
              {segment.text}
            </Text>
          );
        if (!segment.issue) return <span key={index}>{segment.text}</span>;
        const color = ISSUE_COLORS[segment.issue.type];
        return (
          <Popover key={index} width={300} position="bottom" withArrow shadow="md">
            <Popover.Target>
              <UnstyledButton
                aria-label={t('check.result.issueMark', {
                  number: segment.number,
                  text: segment.text,
                  type: t(`check.issueTypes.${segment.issue.type}`),
                })}
                data-testid="issue-mark"
                style={{
                  display: 'inline',
                  font: 'inherit',
                  color: 'inherit',
                  background: `var(--mantine-color-${color}-light)`,
                  borderBottom: `2px solid var(--mantine-color-${color}-filled)`,
                  borderRadius: 3,
                  padding: '0 2px',
                  cursor: 'pointer',
                }}
              >
                {segment.text}
                <sup aria-hidden style={{ fontSize: '0.65em', marginLeft: 1, fontWeight: 700 }}>
                  {segment.number}
                </sup>
              </UnstyledButton>
            </Popover.Target>
            <Popover.Dropdown>
              <IssueDetail issue={segment.issue} number={segment.number} />
            </Popover.Dropdown>
          </Popover>
        );
      })}
    </Text>
  );
}
