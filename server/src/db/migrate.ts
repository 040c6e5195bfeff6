import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { AppDatabase } from './database';
import { migrations, type AppMigration, type Dialect } from './migrations';

/** Feeds the explicit migration list to Kysely's Migrator, passing each the dialect. */
class ListMigrationProvider implements MigrationProvider {
  constructor(
    private readonly list: Record<string, AppMigration>,
    private readonly dialect: Dialect,
  ) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(this.list).map(([name, migration]) => [
        name,
        { up: (db: Kysely<unknown>) => migration.up(db, this.dialect) },
      ]),
    );
  }
}

/**
 * Brings the schema up to date; run at every start, a no-op when nothing is new. Tests of a data migration
 * pass `upTo` to stop after an older migration and fill the tables as they were then.
 */
export async function migrateToLatest({ db, dialect, schema }: AppDatabase, upTo?: string): Promise<void> {
  const migrationTableSchema = dialect === 'postgres' ? (schema ?? (await currentSchema(db))) : undefined;
  const migrator = new Migrator({
    // Migrations see an untyped database: they describe how the tables got here, not what they are today.
    db: db as unknown as Kysely<unknown>,
    provider: new ListMigrationProvider(migrations, dialect),
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await (upTo === undefined
    ? migrator.migrateToLatest()
    : migrator.migrateTo(upTo));
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String((error as Error)?.message ?? error)}`, {
      cause: error,
    });
  }
}

async function currentSchema(db: AppDatabase['db']): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
