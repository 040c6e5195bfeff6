import type { QueryClient } from '@tanstack/react-query';
import { REVIEW_KEY } from '../../../api/query-keys';

/* Review's queries sit under the words key (api/query-keys.ts), beside the list and its filters. */
const WORDS_KEY = REVIEW_KEY.slice(0, 1);
const QUEUE_KEY = [...REVIEW_KEY, 'queue'];

/*
 * A card marked known (or taken back) changes the counts, the stats and the word's state in the list;
 * the running session keeps its own list, so the queue is left alone.
 */
export function refreshAfterKnown(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: WORDS_KEY,
    predicate: (query) => !QUEUE_KEY.every((part, index) => query.queryKey[index] === part),
  });
}
