import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database';

/*
 * A search lists words that start with the query first, then words that contain it, then words found
 * only in their definition or translation: 'rec' shows record and receive before resilient and abandon.
 * Each tier keeps the chosen sort inside it, so a page is ordered by (tier, sort key, id), and a search's
 * cursor value carries the tier: "<tier>|<sort value>". The search itself reads every row of the one
 * learner's list (a substring cannot use an index), so the tier adds no scan of its own.
 */

export const SEARCH_TIERS = { startsWith: 0, contains: 1, meaning: 2 } as const;

/** LIKE's wildcards in user text match themselves (with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The tier of each listed word for this (lower-cased) search. */
export function searchTier(search: string): RawBuilder<number> {
  const key = sql.ref('words.word_key');
  const { startsWith, contains, meaning } = SEARCH_TIERS;
  // ESCAPE names the escape character: PostgreSQL assumes the backslash, SQLite assumes none.
  return sql<number>`(case when ${key} like ${`${escapeLike(search)}%`} escape '\\' then ${sql.lit(startsWith)}
    when ${key} like ${`%${escapeLike(search)}%`} escape '\\' then ${sql.lit(contains)}
    else ${sql.lit(meaning)} end)`;
}

/** Rows in a later tier, or in the same tier and after the position within it (`within`). */
export function afterInTier(
  eb: ExpressionBuilder<Database, 'words'>,
  tier: Expression<number>,
  position: number,
  within: Expression<SqlBool>,
): Expression<SqlBool> {
  return eb.and([eb(tier, '>=', position), eb.or([eb(tier, '>', position), within])]);
}

/** "<tier>|<value>", the cursor value of a search page. */
export function tieredValue(tier: number, value: string | number): string {
  return `${tier}|${value}`;
}

/** A tiered value's tier and the sort value after it (validated by the cursor's decoder). */
export function splitTiered(value: string): [number, string] {
  return [Number(value.slice(0, 1)), value.slice(2)];
}
