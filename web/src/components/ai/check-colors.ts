import type { CheckIssueType } from '@contract';

/** One colour per kind of issue, the same in the sentence and in the list. */
export const ISSUE_COLORS: Record<CheckIssueType, string> = {
  grammar: 'red',
  spelling: 'orange',
  punctuation: 'grape',
  'word-choice': 'blue',
  style: 'cyan',
};

/**
 * A word to check, in the sentence and in the list: underlined wavy in the spelling colour, as a spell checker
 * does. The text keeps its own colour, which reads on either theme.
 */
export const UNKNOWN_WORD_MARK = {
  // Longhands only: the \`td\` shorthand would reset the style and the colour.
  style: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: `var(--mantine-color-${ISSUE_COLORS.spelling}-filled)`,
    textUnderlineOffset: 3,
  },
} as const;

/** The score ring's colour: green for a sound sentence down to red for one that needs work. */
export function scoreColor(score: number): string {
  if (score >= 90) return 'teal';
  if (score >= 70) return 'lime';
  if (score >= 50) return 'yellow';
  return 'red';
}
