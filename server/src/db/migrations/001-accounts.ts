import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

export const accounts: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('username_lower', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('theme', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('grammar_language', 'text', (column) => column.notNull())
      .addColumn('show_in_community', 'integer', (column) => column.notNull())
      .addColumn('font_settings', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('users_username_lower_unique', ['username_lower'])
      .addUniqueConstraint('users_email_unique', ['email'])
      .execute();

    await db.schema
      .createTable('reset_codes')
      .addColumn('user_id', 'text', (column) =>
        column.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('reset_token_hash', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
