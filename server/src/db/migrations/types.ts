import type { Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * Migrations receive the dialect so the few differences stay here and repositories stay dialect-free.
 * They take Kysely<unknown>: a migration must not depend on today's table types.
 */
export interface AppMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}
