/** drills: a learner's mistake as a fill-in drill, one per original → suggestion, scheduled by FSRS. */
export interface DrillsTable {
  id: string;
  user_id: string;
  /** contract CheckIssueType */
  type: string;
  /** `original` and `suggestion` trimmed and lower-cased: what makes two mistakes one drill. */
  original_key: string;
  suggestion_key: string;
  /** As the first mistake wrote them. */
  original: string;
  suggestion: string;
  /** The corrected sentence with the corrected words replaced by CLOZE_BLANK. */
  prompt_text: string;
  explanation: string;
  /** Mistakes that feed this drill. */
  mistake_count: number;
  /** FSRS card fields, as review_cards. */
  state: string;
  /** 1 while never answered, 0 after. */
  is_new: number;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  last_review: string | null;
  /** The learner's day ('YYYY-MM-DD') of the first answer: new drills a day are counted by it. */
  first_day: string | null;
  /** 1 once an interval reached 21 days. */
  mastered: number;
  created_at: string;
}
