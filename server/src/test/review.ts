import { fsrs, GenSeedStrategyWithCardId, generatorParameters, StrategyMode } from 'ts-fsrs';
import type { ReviewCard, ReviewRating } from '@contract';
import { bearer } from './accounts';
import type { TestApp } from './app';

/*
 * ts-fsrs on its own, with the parameters docs/architecture.md names (defaults, fuzz on) and the fuzz
 * seeded from the card (ts-fsrs's card-id strategy), a review scheduled from its minute: the answer to
 * compare with.
 */
export const referenceScheduler = fsrs(generatorParameters({ enable_fuzz: true })).useStrategy(
  StrategyMode.SEED,
  GenSeedStrategyWithCardId('word_id'),
);

export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** POST /api/review/{wordId}, failing the test unless it answered 200; the rescheduled card. */
export async function rateCard(
  t: TestApp,
  token: string,
  wordId: string,
  rating: ReviewRating,
  extra: { durationMs?: number; reviewId?: string } = {},
): Promise<ReviewCard> {
  const response = await t.inject({
    method: 'POST',
    url: `/api/review/${wordId}`,
    payload: { rating, ...extra },
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`rating failed: ${response.statusCode} ${response.body}`);
  return response.json<{ card: ReviewCard }>().card;
}
