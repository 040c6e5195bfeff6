import type { Expression, ExpressionBuilder, SqlBool, StringReference } from 'kysely';
import { encodeKeysetCursor, type KeysetPosition } from './keyset-cursor';

/*
 * Every list pages by keyset: it asks for limit + 1 rows after a position, shows `limit`, and makes the
 * next cursor from the last row shown. These are the one predicate and the one slicer every list uses.
 */

/**
 * Rows after `position` in the order (key direction, id asc). `key <= v` (or >=) first lets both planners
 * seek into the index; the OR then skips the ties already shown.
 */
export function afterPosition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  key: StringReference<DB, TB>,
  id: StringReference<DB, TB>,
  position: KeysetPosition,
  direction: 'asc' | 'desc' = 'desc',
): Expression<SqlBool> {
  const past = direction === 'desc' ? '<' : '>';
  const reached = direction === 'desc' ? '<=' : '>=';
  // Kysely cannot tie a generic column to its value type; the cursor's decoder checked the value.
  const value = position.value as never;
  return eb.and([eb(key, reached, value), eb.or([eb(key, past, value), eb(id, '>', position.id as never)])]);
}

export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The page within `rows` (asked for with limit + 1), and the cursor of `order` that continues it. */
export function slicePage<Row>(
  rows: Row[],
  limit: number,
  order: string,
  positionOf: (row: Row) => KeysetPosition,
): KeysetPage<Row> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  return {
    rows: page,
    nextCursor: hasMore ? encodeKeysetCursor(order, positionOf(last)) : null,
    hasMore,
  };
}
