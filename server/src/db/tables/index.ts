import type { ResetCodesTable } from './reset-codes';
import type { UsersTable } from './users';
import type { WordsTable } from './words';

/** Every table, one file each; later features add theirs here. */
export interface Database {
  users: UsersTable;
  reset_codes: ResetCodesTable;
  words: WordsTable;
}

export type { ResetCodesTable, UsersTable, WordsTable };
