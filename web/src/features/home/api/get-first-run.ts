import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerStatisticsResponse } from '@contract';
import { apiRequest } from '../../../api/client';

export const FIRST_RUN_WORDS = 5;

export interface FirstRunProgress {
  words: number;
  generations: number;
  checks: number;
  reviewed: boolean;
}

/*
 * The learner's own counts, and whether any review happened (GET /review/stats). A server without the
 * review API yet counts as "not reviewed", so the path stays up rather than failing.
 */
async function getFirstRun(signal?: AbortSignal): Promise<FirstRunProgress> {
  const [{ stats }, reviewed] = await Promise.all([
    apiRequest<LearnerStatisticsResponse>('/statistics/me', { signal }),
    apiRequest<{ stats: { history: unknown[] } }>('/review/stats', { signal }).then(
      ({ stats }) => stats.history.length > 0,
      () => false,
    ),
  ]);
  return { words: stats.words, generations: stats.generations, checks: stats.sentenceChecks, reviewed };
}

/** Under 'statistics', so adding a word or a generation refreshes it with the other counts. */
export const firstRunQueryOptions = () =>
  queryOptions({ queryKey: ['statistics', 'me', 'first-run'], queryFn: ({ signal }) => getFirstRun(signal) });

export function useFirstRun(enabled: boolean) {
  return useQuery({ ...firstRunQueryOptions(), enabled });
}
