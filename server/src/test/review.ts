import { fsrs, generatorParameters, get_fuzz_range, State, type RecordLogItem } from 'ts-fsrs';
import type { ReviewCard, ReviewRating } from '@contract';
import { bearer } from './accounts';
import type { TestApp } from './app';

/**
 * ts-fsrs without its fuzz: review cards' memory (stability, difficulty, state) as the server keeps it;
 * their day within the fuzz range is the load balancer's (`fuzzDays`).
 */
export const unfuzzedScheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/**
 * The whole days after the review that ts-fsrs's fuzz allows for this outcome of `unfuzzedScheduler`, or
 * null when it schedules in minutes or fewer than 3 days (which fuzz leaves alone).
 */
export function fuzzDays({ card, log }: RecordLogItem): { min: number; max: number } | null {
  if (card.state !== State.Review || card.scheduled_days < 3) return null;
  const range = get_fuzz_range(card.scheduled_days, log.elapsed_days, 36500);
  return { min: range.min_ivl, max: range.max_ivl };
}

export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/**
 * Sets the test's clock to noon UTC on the day after the one it reads, and answers that time: FSRS counts
 * days by the UTC date, so a test's hours either side of it stay within one day.
 */
export function setTimeToNextNoon(t: TestApp): Date {
  const noon = new Date(t.now());
  noon.setUTCHours(12, 0, 0, 0);
  noon.setUTCDate(noon.getUTCDate() + 1);
  t.setTime(noon);
  return noon;
}

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
