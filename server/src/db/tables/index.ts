import type { ResetCodesTable } from './reset-codes';
import type { UsersTable } from './users';

/** Every table, one file each; later features add theirs here. */
export interface Database {
  users: UsersTable;
  reset_codes: ResetCodesTable;
}

export type { ResetCodesTable, UsersTable };
