import { sql, type Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * One published_items table for what generations and sentence checks share (owner, visibility, likes, the
 * AI's model and reasoning, times), so a like can name its item with a foreign key: deleting an item
 * deletes its likes, and a like of nothing cannot be written. `generations` and `sentence_checks` keep
 * their own columns, their id now a foreign key to published_items (deleting the item deletes them, and
 * with them their words, terms and mistakes, whose foreign keys are unchanged).
 *
 * The feed and owner indexes move with the columns they order by, `kind` first: a feed page or an owner's
 * page is still one range of one index, read in order (community/feeds.test.ts explains the plans).
 *
 * PostgreSQL alters the tables in place, inside the migrator's transaction. SQLite cannot add a foreign
 * key to a table, so it builds each table anew and copies it (https://www.sqlite.org/lang_altertable.html,
 * "other kinds of table schema changes"): with foreign keys off, as dropping a referenced table would
 * otherwise cascade, and in one transaction that checks every foreign key before it commits.
 */
export const publishedItems: AppMigration = {
  async up(db: Kysely<unknown>, dialect) {
    if (dialect === 'postgres') {
      await moveShared(db);
      await alterInPlace(db);
      return;
    }
    await withoutForeignKeys(db, async (trx) => {
      await moveShared(trx);
      await rebuild(trx);
    });
  },
};

const KINDS = [
  ['generation', 'generations'],
  ['check', 'sentence_checks'],
] as const;

/* The columns published_items takes over from both tables. */
const SHARED = [
  'user_id',
  'reasoning',
  'model',
  'provider',
  'grammar_language',
  'is_public',
  'likes',
  'hot_score',
  'created_at',
] as const;

async function moveShared(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('published_items')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reasoning', 'text')
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('grammar_language', 'text', (column) => column.notNull())
    .addColumn('is_public', 'integer', (column) => column.notNull())
    .addColumn('likes', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('hot_score', 'double precision', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addCheckConstraint('published_items_kind', sql`kind in ('generation', 'check')`)
    .execute();
  const orders = {
    // The owner's list of one kind; also deleting a user's items (the cascade from users).
    user_recent: ['user_id', 'kind', 'created_at desc', 'id'],
    public_recent: ['kind', 'is_public', 'created_at desc', 'id'],
    public_likes: ['kind', 'is_public', 'likes desc', 'id'],
    public_hot: ['kind', 'is_public', 'hot_score desc', 'id'],
  };
  for (const [name, columns] of Object.entries(orders)) {
    await db.schema.createIndex(`published_items_${name}`).on('published_items').columns(columns).execute();
  }

  const shared = sql.join(SHARED.map((column) => sql.ref(column)));
  for (const [kind, table] of KINDS) {
    await sql`
      insert into published_items (id, kind, ${shared})
      select id, ${sql.lit(kind)}, ${shared} from ${sql.table(table)}
    `.execute(db);
  }
  // Every like pointed at an item of its item_type (deleting an item deleted its likes); one that does
  // not is of nothing anyone can see, and the foreign key would refuse it.
  await sql`
    delete from likes where not exists (
      select 1 from published_items where published_items.id = likes.item_id and published_items.kind = likes.item_type
    )
  `.execute(db);
}

async function alterInPlace(db: Kysely<unknown>): Promise<void> {
  for (const [, table] of KINDS) {
    // Dropping the columns drops the indexes on them (migration 003's feed indexes).
    let alter = db.schema.alterTable(table).dropColumn(SHARED[0]);
    for (const column of SHARED.slice(1)) alter = alter.dropColumn(column);
    await alter.execute();
    await db.schema
      .alterTable(table)
      .addForeignKeyConstraint(`${table}_item_fk`, ['id'], 'published_items', ['id'], (constraint) =>
        constraint.onDelete('cascade'),
      )
      .execute();
  }
  await db.schema.alterTable('likes').dropConstraint('likes_pk').execute();
  await db.schema.alterTable('likes').dropColumn('item_type').execute();
  await db.schema.alterTable('likes').addPrimaryKeyConstraint('likes_pk', ['item_id', 'user_id']).execute();
  await db.schema
    .alterTable('likes')
    .addForeignKeyConstraint('likes_item_fk', ['item_id'], 'published_items', ['id'], (constraint) =>
      constraint.onDelete('cascade'),
    )
    .execute();
}

/* The same tables as alterInPlace leaves on PostgreSQL, built anew: created, filled, swapped in. */
async function rebuild(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('generations_011')
    .addColumn('id', 'text', (column) =>
      column.primaryKey().references('published_items.id').onDelete('cascade'),
    )
    .addColumn('sentence', 'text', (column) => column.notNull())
    .addColumn('translation', 'text')
    .addColumn('grammar_explanation', 'text', (column) => column.notNull())
    .addColumn('grammar_points', 'text', (column) => column.notNull())
    .execute();
  await swapIn(db, 'generations', ['id', 'sentence', 'translation', 'grammar_explanation', 'grammar_points']);

  await db.schema
    .createTable('sentence_checks_011')
    .addColumn('id', 'text', (column) =>
      column.primaryKey().references('published_items.id').onDelete('cascade'),
    )
    .addColumn('sentence', 'text', (column) => column.notNull())
    .addColumn('corrected_sentence', 'text', (column) => column.notNull())
    .addColumn('is_correct', 'integer', (column) => column.notNull())
    .addColumn('score', 'double precision', (column) => column.notNull())
    .addColumn('explanation', 'text', (column) => column.notNull())
    .addColumn('issues', 'text', (column) => column.notNull())
    .addColumn('unknown_words', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  await swapIn(db, 'sentence_checks', [
    'id',
    'sentence',
    'corrected_sentence',
    'is_correct',
    'score',
    'explanation',
    'issues',
    'unknown_words',
  ]);

  await db.schema
    .createTable('likes_011')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (column) =>
      column.notNull().references('published_items.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['item_id', 'user_id'])
    .execute();
  await swapIn(db, 'likes', ['user_id', 'item_id', 'created_at']);
  // Dropped with the old table; as migration 003 made it.
  await db.schema.createIndex('likes_user').on('likes').columns(['user_id', 'created_at desc']).execute();
}

/*
 * Copies `columns` of `table` into `${table}_011`, drops the old table (its indexes go with it) and gives
 * the new one its name. The tables whose foreign keys name `table` (generation_words, check_terms,
 * mistakes) then refer to the new one: SQLite refers to a table by its name.
 */
async function swapIn(db: Kysely<unknown>, table: string, columns: string[]): Promise<void> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  await sql`insert into ${sql.table(`${table}_011`)} (${list}) select ${list} from ${sql.table(table)}`.execute(
    db,
  );
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(`${table}_011`).renameTo(table).execute();
}

/*
 * SQLite's way to change a table's foreign keys: foreign keys off (a no-op inside a transaction, so before
 * it), the change in one transaction that checks every foreign key before it commits, then foreign keys
 * as they were. A check that finds a broken key fails the migration and nothing of it is kept.
 */
async function withoutForeignKeys(
  db: Kysely<unknown>,
  change: (trx: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const enforced = rows[0]?.foreign_keys === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await change(trx);
      const broken = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) {
        throw new Error(`foreign keys broken by the change: ${JSON.stringify(broken.rows.slice(0, 5))}`);
      }
    });
  } finally {
    if (enforced) await sql`pragma foreign_keys = on`.execute(db);
  }
}
