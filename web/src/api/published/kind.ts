import type { QueryClient } from '@tanstack/react-query';
import type { CheckResponse, Generation, GenerationResponse, SentenceCheck } from '@contract';
import { CHECKS_KEY, GENERATIONS_KEY } from '../query-keys';

/**
 * Generations and sentence checks are one kind of thing twice: a saved AI result with an author, a
 * public/private switch and likes. The kind is also the resource's path (/api/generations, /api/checks).
 */
export type PublishedKind = 'generations' | 'checks';

/** What each kind's item and its single-item answer are, so a hook given the kind returns the right type. */
export interface PublishedItems {
  generations: Generation;
  checks: SentenceCheck;
}
export interface PublishedResponses {
  generations: GenerationResponse;
  checks: CheckResponse;
}
export type PublishedItem<K extends PublishedKind = PublishedKind> = PublishedItems[K];

/** The field of a single-item answer that holds the item: { generation } or { check }. */
export const ITEM_FIELD = { generations: 'generation', checks: 'check' } as const;

/** Every query of a kind starts with this key, whichever feature owns the query. */
export function publishedKey(kind: PublishedKind) {
  return kind === 'generations' ? GENERATIONS_KEY : CHECKS_KEY;
}

export function detailKey(kind: PublishedKind, id: string) {
  return [...publishedKey(kind), 'detail', id] as const;
}

/** The item's URL under /api, with an optional sub-resource (`/privacy`, `/like`). */
export function itemUrl(kind: PublishedKind, id: string, suffix = '') {
  return `/${kind}/${encodeURIComponent(id)}${suffix}`;
}

/** Lists and counts change with an item; its detail page is handled by the caller. */
const notDetail = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'detail';

/** Own lists, related/similar lists, the community feeds and their counts, but no detail page. */
export function invalidateLists(queryClient: QueryClient, kind: PublishedKind) {
  return queryClient.invalidateQueries({ queryKey: publishedKey(kind), predicate: notDetail });
}
