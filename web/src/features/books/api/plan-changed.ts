import type { QueryClient } from '@tanstack/react-query';
import { REVIEW_KEY } from '../../../api/query-keys';
import { BOOKS_KEY } from './get-books';

/**
 * After a plan changes, the books (their plans and word statuses) and the review counts are stale: a
 * plan's words join the queue, so the top bar's and Home's new-card counts move with its pace.
 */
export function refreshAfterPlanChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: BOOKS_KEY }),
    queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  ]).then(() => undefined);
}

/**
 * Words marked known change more: a word already in the learner's list becomes a known card, which the
 * word list shows. REVIEW_KEY sits under the words key, so this one refreshes both.
 */
export function refreshAfterKnown(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: BOOKS_KEY }),
    queryClient.invalidateQueries({ queryKey: [REVIEW_KEY[0]] }),
  ]).then(() => undefined);
}
