/** mistakes: one row per issue of a learner's own sentence check, deleted with the check. */
export interface MistakesTable {
  id: string;
  user_id: string;
  check_id: string;
  /** The index in the check's `issues`. */
  position: number;
  /** contract CheckIssueType */
  type: string;
  original: string;
  suggestion: string;
  explanation: string;
  /** UTF-16 offsets of `original` in the check's sentence. */
  span_start: number;
  span_end: number;
  /** The check's creation time. */
  created_at: string;
  /** The drill this mistake feeds (one per learner and original → suggestion); null until it has one. */
  drill_id: string | null;
}
