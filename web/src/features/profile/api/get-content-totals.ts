import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@contract';
import { contentKey, type ContentKind } from './content-kind';
import { listOwnContent } from './list-own-content';

export interface ContentTotals {
  count: number;
  /** Likes received on these items. */
  likes: number;
  /** False when the walk stopped at the cap: the numbers are then lower bounds. */
  complete: boolean;
}

/** Pages read at most: enough for nearly every learner, bounded for the few with thousands. */
const MAX_PAGES = 5;

/**
 * The server has no per-learner totals yet (own lists carry no `total`), so the counts come from
 * walking the learner's own list, largest pages first, and stop at a cap rather than guess.
 */
export async function getContentTotals(kind: ContentKind, signal?: AbortSignal): Promise<ContentTotals> {
  let cursor: string | undefined;
  let count = 0;
  let likes = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await listOwnContent(kind, LIMITS.pageSizeMax, cursor, signal);
    count += result.items.length;
    likes += result.items.reduce((sum, item) => sum + item.likes, 0);
    if (!result.hasMore || !result.nextCursor) return { count, likes, complete: true };
    cursor = result.nextCursor;
  }
  return { count, likes, complete: false };
}

export const contentTotalsQueryOptions = (kind: ContentKind) =>
  queryOptions({
    queryKey: [...contentKey(kind), 'mine', 'totals'],
    queryFn: ({ signal }) => getContentTotals(kind, signal),
  });

export function useContentTotals(kind: ContentKind) {
  return useQuery(contentTotalsQueryOptions(kind));
}
