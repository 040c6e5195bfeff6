import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLAN_LIMITS, type MarkKnownResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { listBookWords } from './get-book-words';
import { refreshAfterKnown } from './plan-changed';

/** The most "I already know the first N words" takes at once. */
export const KNOW_FIRST_MAX = 5000;

export function postKnown(bookId: string, words: string[]): Promise<MarkKnownResponse> {
  return apiRequest<MarkKnownResponse>(`/plans/${encodeURIComponent(bookId)}/known`, {
    method: 'POST',
    body: { words },
  });
}

/** What a run of known-marking did, also when it stopped part way. */
export interface KnownProgress {
  /** Words the server newly marked known. */
  marked: number;
  /** Words sent so far. */
  sent: number;
  total: number;
}

/** A failure part way: the words sent before it stay known. */
export class KnownMarkingFailed extends Error {
  constructor(
    readonly progress: KnownProgress,
    override readonly cause: unknown,
  ) {
    super('marking known words failed');
  }
}

type OnProgress = (progress: KnownProgress) => void;

/** Marks the words known, at most 500 a request (the server's limit), one request after another. */
export async function markKnown(bookId: string, words: string[], onProgress?: OnProgress) {
  const progress: KnownProgress = { marked: 0, sent: 0, total: words.length };
  for (let start = 0; start < words.length; start += PLAN_LIMITS.knownMax) {
    const chunk = words.slice(start, start + PLAN_LIMITS.knownMax);
    try {
      progress.marked += (await postKnown(bookId, chunk)).marked;
    } catch (error) {
      throw new KnownMarkingFailed({ ...progress }, error);
    }
    progress.sent += chunk.length;
    onProgress?.({ ...progress });
  }
  return progress;
}

/**
 * "I already know the first N words": the book's first N words the learner has not seen, read and marked
 * 500 at a time. Each page is read after the one before was marked, with its cursor: the book order is
 * the cursor's, so marking earlier words moves nothing after it.
 */
export async function markFirstKnown(bookId: string, count: number, onProgress?: OnProgress) {
  const progress: KnownProgress = { marked: 0, sent: 0, total: count };
  let cursor: string | undefined;
  while (progress.sent < count) {
    let words: string[];
    try {
      const limit = Math.min(PLAN_LIMITS.knownMax, count - progress.sent);
      const page = await listBookWords(bookId, { status: 'unseen', limit, cursor });
      words = page.words.map((word) => word.word);
      cursor = page.hasMore && page.nextCursor ? page.nextCursor : undefined;
      if (words.length > 0) progress.marked += (await postKnown(bookId, words)).marked;
    } catch (error) {
      throw new KnownMarkingFailed({ ...progress }, error);
    }
    progress.sent += words.length;
    onProgress?.({ ...progress });
    if (cursor === undefined) break;
  }
  return progress;
}

export type KnownRequest = { bookId: string } & ({ words: string[] } | { first: number });

/** Either list of words known; the books and the learner's words refresh however far it got. */
export function useMarkKnown(onProgress?: OnProgress) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KnownRequest) =>
      'words' in request
        ? markKnown(request.bookId, request.words, onProgress)
        : markFirstKnown(request.bookId, request.first, onProgress),
    onSettled: () => refreshAfterKnown(queryClient),
  });
}
