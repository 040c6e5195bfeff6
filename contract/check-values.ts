/*
 * Sentence checks' values with no schema, so the mistakes notebook loads them without zod.
 */

/** The kinds of issue a check finds, in the order the notebook lists them. */
export const CHECK_ISSUE_TYPES = ['grammar', 'spelling', 'punctuation', 'word-choice', 'style'] as const;
export type CheckIssueType = (typeof CHECK_ISSUE_TYPES)[number];
