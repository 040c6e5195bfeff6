import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ResetCodesTable } from '../db/tables';
import type { Transaction } from '../db/transaction';

export type ResetCodeRow = Selectable<ResetCodesTable>;

/** SQL for pending password resets (one row per user). The service opens the transactions. */
export function createResetCodesRepository(db: Db) {
  return {
    /** Stores a new code, replacing any earlier one with its attempts and reset token. */
    async replace(trx: Transaction, row: ResetCodeRow): Promise<void> {
      await trx.deleteFrom('reset_codes').where('user_id', '=', row.user_id).execute();
      await trx.insertInto('reset_codes').values(row).execute();
    },

    find(userId: string): Promise<ResetCodeRow | undefined> {
      return db.selectFrom('reset_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Takes one attempt at this very code, atomically: concurrent guesses cannot exceed the limit,
     * and a code replaced meanwhile is not touched. False when no attempt is left.
     */
    async claimAttempt(userId: string, codeHash: string, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('reset_token_hash', 'is', null)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks the code verified; false when it was verified (or replaced) by a concurrent request. */
    async markVerified(userId: string, codeHash: string, resetTokenHash: string, expiresAt: string) {
      const result = await db
        .updateTable('reset_codes')
        .set({ reset_token_hash: resetTokenHash, expires_at: expiresAt })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('reset_token_hash', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Deletes the verified row, so the reset token is used once: of two concurrent requests only one
     * deletes it. False when it was not there (used, replaced, or another token).
     */
    async consumeVerified(trx: Transaction, userId: string, resetTokenHash: string): Promise<boolean> {
      const consumed = await trx
        .deleteFrom('reset_codes')
        .where('user_id', '=', userId)
        .where('reset_token_hash', '=', resetTokenHash)
        .executeTakeFirst();
      return consumed.numDeletedRows > 0n;
    },
  };
}

export type ResetCodesRepository = ReturnType<typeof createResetCodesRepository>;
