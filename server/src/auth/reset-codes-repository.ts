import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ResetCodesTable } from '../db/tables';

export type ResetCodeRow = Selectable<ResetCodesTable>;

/** SQL for pending password resets (one row per user). */
export function createResetCodesRepository(db: Db) {
  return {
    /** Stores a new code, replacing any earlier one with its attempts and reset token. */
    async replace(row: ResetCodeRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('reset_codes').where('user_id', '=', row.user_id).execute();
        await trx.insertInto('reset_codes').values(row).execute();
      });
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
     * Finishes a reset in one transaction: the verified row is consumed (single use, so of two
     * concurrent requests only one wins), the password replaced and every older token revoked.
     */
    async completeReset(userId: string, resetTokenHash: string, passwordHash: string, now: string) {
      return db.transaction().execute(async (trx) => {
        const consumed = await trx
          .deleteFrom('reset_codes')
          .where('user_id', '=', userId)
          .where('reset_token_hash', '=', resetTokenHash)
          .executeTakeFirst();
        if (consumed.numDeletedRows === 0n) return false;
        await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            token_version: eb('token_version', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', userId)
          .execute();
        return true;
      });
    },
  };
}

export type ResetCodesRepository = ReturnType<typeof createResetCodesRepository>;
