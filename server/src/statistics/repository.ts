import type { LearnerStatistics } from '@contract';
import type { Db } from '../db/database';
import type { Transaction } from '../db/transaction';
import type { PublishedItemKind } from '../db/tables';

/** The site-wide numbers in the counters table. */
export const COUNTERS = [
  'generations',
  'public_generations',
  'public_generation_likes',
  'generation_contributors',
  'sentence_checks',
  'public_sentence_checks',
  'public_check_likes',
  'check_contributors',
  'active_learners',
  'words_practiced',
] as const;
export type CounterName = (typeof COUNTERS)[number];

/** How one change moves a learner's items of one kind: all of them, the public ones, likes on public ones. */
export interface ItemsDelta {
  total?: number;
  public?: number;
  publicLikes?: number;
}

/** One transaction's change to the numbers; every field is optional. */
export interface StatisticsChange {
  /** The learner whose items changed; not needed for likes alone. */
  userId?: string;
  generation?: ItemsDelta;
  check?: ItemsDelta;
  /** word_keys of generations added (one entry per generation using the word). */
  wordsUsed?: string[];
  /** word_keys of generations deleted (one entry per generation that used the word). */
  wordsDropped?: string[];
}

const KINDS = {
  generation: {
    total: 'generations',
    public: 'public_generations',
    publicLikes: 'public_generation_likes',
    contributors: 'generation_contributors',
  },
  check: {
    total: 'sentence_checks',
    public: 'public_sentence_checks',
    publicLikes: 'public_check_likes',
    contributors: 'check_contributors',
  },
} as const satisfies Record<PublishedItemKind, Record<string, CounterName>>;

/* IN lists stay well below every driver's parameter limit. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) parts.push(items.slice(start, start + CHUNK));
  return parts;
}

/**
 * SQL for the counters. `record` is called with the transaction that made the change, always as its last
 * step: practiced_words, then learner_totals, then counters, each in a fixed order. Every transaction
 * takes its rows in that order (after the items it changed), so concurrent ones never deadlock.
 */
export function createStatisticsRepository(db: Db) {
  const queries = statisticsQueries(db);
  return {
    ...queries,
    /** Applies one transaction's change; the service that owns the write calls it last, with `trx`. */
    record(trx: Transaction, change: StatisticsChange): Promise<void> {
      return statisticsQueries(trx).record(change);
    },
  };
}

function statisticsQueries(db: Db) {
  /** Answers how many words are new to the site. */
  async function useWords(keys: string[]): Promise<number> {
    let added = 0;
    const uses = tally(keys);
    for (const part of chunks([...uses.keys()].sort())) {
      const rows = await db
        .insertInto('practiced_words')
        .values(part.map((word_key) => ({ word_key, generations: uses.get(word_key) ?? 0 })))
        .onConflict((conflict) =>
          conflict.column('word_key').doUpdateSet((eb) => ({
            generations: eb('practiced_words.generations', '+', eb.ref('excluded.generations')),
          })),
        )
        .returning(['word_key', 'generations'])
        .execute();
      // A word is new to the site when all of its uses are the ones just added.
      added += rows.filter((row) => row.generations === uses.get(row.word_key)).length;
    }
    return added;
  }

  /** Answers how many words no generation uses any more. */
  async function dropWords(keys: string[]): Promise<number> {
    const uses = tally(keys);
    const byCount = new Map<number, string[]>();
    for (const [key, count] of [...uses].sort(([a], [b]) => (a < b ? -1 : 1))) {
      byCount.set(count, [...(byCount.get(count) ?? []), key]);
    }
    const unused: string[] = [];
    for (const [count, all] of byCount) {
      for (const part of chunks(all)) {
        const rows = await db
          .updateTable('practiced_words')
          .set((eb) => ({ generations: eb('generations', '-', count) }))
          .where('word_key', 'in', part)
          .returning(['word_key', 'generations'])
          .execute();
        for (const row of rows) if (row.generations <= 0) unused.push(row.word_key);
      }
    }
    for (const part of chunks(unused)) {
      await db.deleteFrom('practiced_words').where('word_key', 'in', part).execute();
    }
    return unused.length;
  }

  /** Moves the learner's totals; answers the counters that moved because a total crossed zero. */
  async function moveLearner(
    userId: string,
    generation: ItemsDelta,
    check: ItemsDelta,
  ): Promise<Array<[CounterName, number]>> {
    const delta = {
      generations: generation.total ?? 0,
      public_generations: generation.public ?? 0,
      checks: check.total ?? 0,
      public_checks: check.public ?? 0,
    };
    if (Object.values(delta).every((value) => value === 0)) return [];
    const after = await db
      .insertInto('learner_totals')
      .values({ user_id: userId, ...delta })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          generations: eb('learner_totals.generations', '+', eb.ref('excluded.generations')),
          public_generations: eb(
            'learner_totals.public_generations',
            '+',
            eb.ref('excluded.public_generations'),
          ),
          checks: eb('learner_totals.checks', '+', eb.ref('excluded.checks')),
          public_checks: eb('learner_totals.public_checks', '+', eb.ref('excluded.public_checks')),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    const crossed = (before: number, now: number) =>
      before <= 0 && now > 0 ? 1 : before > 0 && now <= 0 ? -1 : 0;
    const itemsAfter = after.generations + after.checks;
    const { public_generations: generations, public_checks: checks } = after;
    return [
      ['active_learners', crossed(itemsAfter - delta.generations - delta.checks, itemsAfter)],
      ['generation_contributors', crossed(generations - delta.public_generations, generations)],
      ['check_contributors', crossed(checks - delta.public_checks, checks)],
    ];
  }

  return {
    async record(change: StatisticsChange): Promise<void> {
      const generation = change.generation ?? {};
      const check = change.check ?? {};
      const moves = new Map<CounterName, number>();
      const add = (name: CounterName, delta: number) => moves.set(name, (moves.get(name) ?? 0) + delta);
      if (change.wordsUsed?.length) add('words_practiced', await useWords(change.wordsUsed));
      if (change.wordsDropped?.length) add('words_practiced', -(await dropWords(change.wordsDropped)));
      if (change.userId !== undefined) {
        for (const [name, delta] of await moveLearner(change.userId, generation, check)) add(name, delta);
      }
      for (const [kind, delta] of [
        ['generation', generation],
        ['check', check],
      ] as const) {
        add(KINDS[kind].total, delta.total ?? 0);
        add(KINDS[kind].public, delta.public ?? 0);
        add(KINDS[kind].publicLikes, delta.publicLikes ?? 0);
      }
      const sorted = [...moves].filter(([, delta]) => delta !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
      for (const [name, delta] of sorted) {
        await db
          .updateTable('counters')
          .set((eb) => ({ value: eb('value', '+', delta) }))
          .where('name', '=', name)
          .execute();
      }
    },

    /**
     * One learner's numbers: item counts from learner_totals, words and likes from their own rows
     * through the (user_id, …) indexes, so the work is bounded by that learner's content.
     */
    async learner(userId: string): Promise<LearnerStatistics> {
      const [totals, words, likes] = await Promise.all([
        db
          .selectFrom('learner_totals')
          .select(['generations', 'checks'])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('words')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('published_items')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | null>('likes'), eb.lit(0)).as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        words: Number(words.n),
        generations: Number(totals?.generations ?? 0),
        sentenceChecks: Number(totals?.checks ?? 0),
        likesReceived: Number(likes.n),
      };
    },

    /** Every counter by name (the table is those few rows). */
    async read(): Promise<Record<CounterName, number>> {
      const rows = await db.selectFrom('counters').select(['name', 'value']).execute();
      const values = Object.fromEntries(COUNTERS.map((name) => [name, 0])) as Record<CounterName, number>;
      for (const row of rows) if (row.name in values) values[row.name as CounterName] = Number(row.value);
      return values;
    },
  };
}

function tally(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
