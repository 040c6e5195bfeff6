import type { Generation, SentenceCheck } from '@contract';
import { CHECKS_KEY, GENERATIONS_KEY } from '../../../api/query-keys';

/** The learner's own generations or sentence checks (the two tabs of "Your content"). */
export type ContentKind = 'generations' | 'checks';
export type ContentItem = Generation | SentenceCheck;

export interface ContentPage {
  items: ContentItem[];
  nextCursor: string | null;
  hasMore: boolean;
}

export function contentKey(kind: ContentKind) {
  return kind === 'generations' ? GENERATIONS_KEY : CHECKS_KEY;
}

/** Lists and counts change with an item; its detail page is handled by the caller. */
export const notDetail = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== 'detail';
