import type { CheckTermsTable } from './check-terms';
import type { GenerationWordsTable } from './generation-words';
import type { GenerationsTable } from './generations';
import type { LikesTable } from './likes';
import type { ResetCodesTable } from './reset-codes';
import type { SentenceChecksTable } from './sentence-checks';
import type { UsersTable } from './users';
import type { WordsTable } from './words';

/** Every table, one file each; later features add theirs here. */
export interface Database {
  users: UsersTable;
  reset_codes: ResetCodesTable;
  words: WordsTable;
  generations: GenerationsTable;
  generation_words: GenerationWordsTable;
  sentence_checks: SentenceChecksTable;
  check_terms: CheckTermsTable;
  likes: LikesTable;
}

export type {
  CheckTermsTable,
  GenerationWordsTable,
  GenerationsTable,
  LikesTable,
  ResetCodesTable,
  SentenceChecksTable,
  UsersTable,
  WordsTable,
};
export type { LikeItemType } from './likes';
