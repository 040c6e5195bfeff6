import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * - server_keys: key pairs every instance shares (today one: the RSA pair browsers encrypt API keys
 *   with); the private half sealed under APP_SECRET, the name unique so concurrent first starts agree.
 * - api_keys: at most one custom AI key per learner, sealed (AES-256-GCM) with its key version so
 *   APP_SECRET can be rotated; a row present means the learner uses their own key.
 */
export const apiKeys: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_keys')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('key_id', 'text', (column) => column.notNull())
      .addColumn('public_key', 'text', (column) => column.notNull())
      .addColumn('sealed_private_key', 'text', (column) => column.notNull())
      .addColumn('key_version', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('api_keys')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('sealed_key', 'text', (column) => column.notNull())
      .addColumn('key_version', 'integer', (column) => column.notNull())
      .addColumn('key_preview', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },
};
