import type { MistakeStats, ReviewCard } from '@contract';
import { aWord, type mockFetch } from './fixtures';

/* Review and mistake-practice fixtures: cards as the queue serves them, the notebook's numbers. */

/**
 * A new card served at `servedAt` (ms), asked as recall: due then, and its ratings' next reviews 1, 6 and
 * 10 minutes and 3 days on.
 */
export function aReviewCard(overrides: Partial<ReviewCard> = {}, servedAt = Date.now()): ReviewCard {
  const after = (minutes: number) => new Date(servedAt + minutes * 60_000).toISOString();
  return {
    word: aWord(),
    state: 'new',
    due: after(0),
    reps: 0,
    lapses: 0,
    stability: 0,
    difficulty: 0,
    lastReviewedAt: null,
    cloze: null,
    next: { again: after(1), hard: after(6), good: after(10), easy: after(3 * 24 * 60) },
    previewedAt: after(0),
    leech: false,
    suspended: false,
    question: 'recall',
    ...overrides,
  };
}

/** A card reviewed three times, the last a day before `servedAt`, due again then (see aReviewCard). */
export function aReviewedCard(overrides: Partial<ReviewCard> = {}, servedAt = Date.now()): ReviewCard {
  return aReviewCard(
    {
      state: 'review',
      reps: 3,
      stability: 4,
      difficulty: 5,
      lastReviewedAt: new Date(servedAt - 86_400_000).toISOString(),
      ...overrides,
    },
    servedAt,
  );
}

/** The notebook's numbers for mistakes all made on the last of its 30 days (of November 2026). */
export function aMistakeStats(byType: Partial<MistakeStats['byType']>, mastered = 0): MistakeStats {
  const types = { grammar: 0, spelling: 0, punctuation: 0, 'word-choice': 0, style: 0, ...byType };
  const total = Object.values(types).reduce((sum, count) => sum + count, 0);
  return {
    total,
    byType: types,
    last30Days: total,
    active: total - mastered,
    mastered,
    daily: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-11-${String(index + 1).padStart(2, '0')}`,
      mistakes: index === 29 ? total : 0,
    })),
  };
}

/** The POSTs a fetch mock was called with, each as "url body": the ratings and answers a session sent. */
export function postsSent(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => `${String(url)} ${String(init?.body)}`);
}
