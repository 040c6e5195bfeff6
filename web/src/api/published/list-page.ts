import type { CheckListResponse, GenerationListResponse } from '@contract';
import { apiRequest, type RequestOptions } from '../client';
import type { PublishedItem, PublishedKind } from './kind';

/** One page of a cursor-paged list of either kind, as the infinite lists read it. */
export interface PublishedPage {
  items: PublishedItem[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * GET /<kind><path> (the learner's own, or `/public` for the feed). The list answer names its items by
 * the kind itself ({ generations } or { checks }), so one reader serves both.
 */
export async function listPublishedPage(
  kind: PublishedKind,
  path: '' | '/public',
  query: RequestOptions['query'],
  signal?: AbortSignal,
): Promise<PublishedPage> {
  const page = await apiRequest<GenerationListResponse | CheckListResponse>(`/${kind}${path}`, {
    query,
    signal,
  });
  const items = (page as Partial<Record<PublishedKind, PublishedItem[]>>)[kind];
  return { items: items ?? [], nextCursor: page.nextCursor ?? null, hasMore: page.hasMore === true };
}

/** The next page's cursor, or undefined at the end. */
export const nextCursor = (last: PublishedPage) =>
  last.hasMore && last.nextCursor ? last.nextCursor : undefined;
