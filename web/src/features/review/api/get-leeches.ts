import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewCard, LeechesResponse } from '@contract';
import { apiRequest } from '../../../api/client';
import { REVIEW_KEY } from '../../../api/query-keys';

export async function getLeeches(signal?: AbortSignal): Promise<ReviewCard[]> {
  const { cards } = await apiRequest<LeechesResponse>('/review/leeches', { signal });
  return cards;
}

export const leechesQueryOptions = () =>
  queryOptions({ queryKey: [...REVIEW_KEY, 'leeches'], queryFn: ({ signal }) => getLeeches(signal) });

/** Asked only once the learner opens the list. */
export function useLeeches(enabled: boolean) {
  return useQuery({ ...leechesQueryOptions(), enabled });
}
