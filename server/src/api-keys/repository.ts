import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ApiKeysTable, ServerKeysTable } from '../db/tables';

export type ServerKeyRow = Selectable<ServerKeysTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;

/** SQL for the shared transport key pair and the learners' sealed AI keys. */
export function createApiKeysRepository(db: Db) {
  return {
    findServerKey(name: string): Promise<ServerKeyRow | undefined> {
      return db.selectFrom('server_keys').selectAll().where('name', '=', name).executeTakeFirst();
    },

    /** Stores the pair unless another instance stored one first; the caller re-reads the winner. */
    async insertServerKeyIfAbsent(row: ServerKeyRow): Promise<void> {
      await db
        .insertInto('server_keys')
        .values(row)
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },

    find(userId: string): Promise<ApiKeyRow | undefined> {
      return db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Saves the learner's key, replacing an earlier one. */
    async upsert(row: ApiKeyRow): Promise<void> {
      await db
        .insertInto('api_keys')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            provider: row.provider,
            sealed_key: row.sealed_key,
            key_version: row.key_version,
            key_preview: row.key_preview,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
