import type { CheckIssueType } from '@contract';

/** One colour per kind of issue, the same in the sentence and in the list. */
export const ISSUE_COLORS: Record<CheckIssueType, string> = {
  grammar: 'red',
  spelling: 'orange',
  punctuation: 'grape',
  'word-choice': 'blue',
  style: 'cyan',
};

/** The score ring's colour: green for a sound sentence down to red for one that needs work. */
export function scoreColor(score: number): string {
  if (score >= 90) return 'teal';
  if (score >= 70) return 'lime';
  if (score >= 50) return 'yellow';
  return 'red';
}
