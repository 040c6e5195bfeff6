import type { AiSentencesTable } from './ai-sentences';
import type { ApiKeysTable } from './api-keys';
import type { CheckTermsTable } from './check-terms';
import type { CountersTable } from './counters';
import type { DrillsTable } from './drills';
import type { GenerationWordsTable } from './generation-words';
import type { GenerationsTable } from './generations';
import type { JobLeasesTable } from './job-leases';
import type { KnownWordsTable } from './known-words';
import type { LearnerTotalsTable } from './learner-totals';
import type { LikesTable } from './likes';
import type { MistakesTable } from './mistakes';
import type { PlansTable } from './plans';
import type { PracticedWordsTable } from './practiced-words';
import type { PublishedItemsTable } from './published-items';
import type { ResetCodesTable } from './reset-codes';
import type { ReviewCardsTable } from './review-cards';
import type { ReviewLogTable } from './review-log';
import type { SentenceChecksTable } from './sentence-checks';
import type { ServerKeysTable } from './server-keys';
import type { UsersTable } from './users';
import type { WordsTable } from './words';

/** Every table, one file each; later features add theirs here. */
export interface Database {
  users: UsersTable;
  reset_codes: ResetCodesTable;
  words: WordsTable;
  published_items: PublishedItemsTable;
  generations: GenerationsTable;
  generation_words: GenerationWordsTable;
  sentence_checks: SentenceChecksTable;
  check_terms: CheckTermsTable;
  likes: LikesTable;
  counters: CountersTable;
  learner_totals: LearnerTotalsTable;
  practiced_words: PracticedWordsTable;
  server_keys: ServerKeysTable;
  api_keys: ApiKeysTable;
  review_cards: ReviewCardsTable;
  review_log: ReviewLogTable;
  job_leases: JobLeasesTable;
  mistakes: MistakesTable;
  plans: PlansTable;
  known_words: KnownWordsTable;
  ai_sentences: AiSentencesTable;
  drills: DrillsTable;
}

export type {
  AiSentencesTable,
  ApiKeysTable,
  CheckTermsTable,
  CountersTable,
  DrillsTable,
  GenerationWordsTable,
  GenerationsTable,
  KnownWordsTable,
  LearnerTotalsTable,
  LikesTable,
  MistakesTable,
  PlansTable,
  PracticedWordsTable,
  PublishedItemsTable,
  ResetCodesTable,
  ReviewCardsTable,
  ReviewLogTable,
  SentenceChecksTable,
  ServerKeysTable,
  UsersTable,
  WordsTable,
};
export type { PublishedItemColumns, PublishedItemKind } from './published-items';
