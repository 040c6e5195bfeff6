import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { ReviewCard } from '@contract';
import { clearOfflineData } from '../../../lib/offline-db';
import { signIn, signOut } from '../../../lib/session';
import { answer, aWord, errorAnswer, mockFetch, testUser } from '../../../test/fixtures';
import { aReviewCard } from '../../../test/review';
import { keepQueue, keptQueue } from './offline-queue';
import { offlineStatus, waitingRatings } from './offline-ratings';
import { rateOnDevice } from './offline-schedule';
import { rateOrKeep, sendWaitingRatings } from './offline-sync';

const MINUTE = 60_000;
const NOW = new Date('2026-12-06T08:00:30Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

/* Due now, its `next` counted from the minute it was shown in. */
const newCard = (word: string) =>
  aReviewCard(
    { word: aWord({ id: `w-${word}`, word }), due: NOW.toISOString() },
    Math.floor(NOW.getTime() / MINUTE) * MINUTE,
  );

const harbor = newCard('harbor');
const river = newCard('river');

/** No network: fetch itself fails, as the browser's does. */
const offline = () =>
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });

const rating = (card: ReviewCard, value: 'again' | 'easy', madeAt: Date, reviewId: string) => ({
  wordId: card.word.id,
  word: card.word.word,
  rating: value,
  durationMs: 4000,
  reviewId,
  madeAt,
});

const UUIDS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] as const;

beforeEach(async () => {
  await keepQueue([harbor, river]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await clearOfflineData();
});

describe('offline review', () => {
  it('keeps ratings made without a network, and the kept queue brings back only what falls due', async () => {
    offline();
    await rateOrKeep(rating(harbor, 'again', at(0), UUIDS[0]));
    await rateOrKeep(rating(river, 'easy', at(0.2), UUIDS[1]));

    expect(await waitingRatings()).toEqual([
      expect.objectContaining({ reviewId: UUIDS[0], rating: 'again', reviewedAt: at(0).toISOString() }),
      expect.objectContaining({ reviewId: UUIDS[1], rating: 'easy', reviewedAt: at(0.2).toISOString() }),
    ]);
    expect(offlineStatus()).toEqual({ waiting: 2, unreachable: true });
    // Again: back in a minute, within the learn-ahead window; Easy: in days, done for this sitting.
    const queue = await keptQueue(at(1));
    expect(queue?.cards.map((card) => [card.word.word, card.state, card.due])).toEqual([
      ['harbor', 'learning', harbor.next.again],
    ]);
  });

  it('sends the kept ratings oldest first, each once, with the time it was made', async () => {
    offline();
    await rateOrKeep(rating(river, 'easy', at(0.5), UUIDS[1]));
    await rateOrKeep(rating(harbor, 'again', at(0), UUIDS[0]));
    const fetchMock = mockFetch(() => answer('POST /review/:wordId', { card: harbor }));

    await sendWaitingRatings();
    await sendWaitingRatings();

    expect(fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      [
        '/api/review/w-harbor',
        { rating: 'again', durationMs: 4000, reviewId: UUIDS[0], reviewedAt: at(0).toISOString() },
      ],
      [
        '/api/review/w-river',
        { rating: 'easy', durationMs: 4000, reviewId: UUIDS[1], reviewedAt: at(0.5).toISOString() },
      ],
    ]);
    expect(await waitingRatings()).toEqual([]);
    expect(offlineStatus()).toEqual({ waiting: 0, unreachable: false });
  });

  it('drops a rating the server refuses, with a notice, and keeps the rest when the network goes again', async () => {
    offline();
    await rateOrKeep(rating(harbor, 'again', at(0), UUIDS[0]));
    await rateOrKeep(rating(river, 'easy', at(1), UUIDS[1]));
    const shown = vi.spyOn(notifications, 'show');
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      if (calls === 1) return errorAnswer(400, 'VALIDATION_ERROR', 'Too old.');
      throw new TypeError('Failed to fetch');
    });

    await sendWaitingRatings();

    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your offline rating of “harbor” was not saved: Too old.' }),
    );
    expect((await waitingRatings()).map((each) => each.reviewId)).toEqual([UUIDS[1]]);
  });

  it('sends a rating at once when the server can be reached, and the kept card follows the answer', async () => {
    const rated = { ...harbor, state: 'review' as const, due: at(3 * 24 * 60).toISOString() };
    const fetchMock = mockFetch(() => answer('POST /review/:wordId', { card: rated }));
    await rateOrKeep(rating(harbor, 'easy', at(0), UUIDS[0]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await waitingRatings()).toEqual([]);
    // Opened offline later, the queue does not ask for the card rated online again.
    expect((await keptQueue(at(1)))?.cards.map((card) => card.word.word)).toEqual(['river']);
  });

  it('schedules on the device as the server does: the card’s own `next` in the previewed minute, FSRS after', () => {
    const kept = { card: harbor, learningSteps: 0, ratedSinceKept: false };
    expect(rateOnDevice(kept, 'good', at(0)).card.due).toBe(harbor.next.good);
    const later = rateOnDevice(kept, 'again', at(5));
    expect(later.card.state).toBe('learning');
    expect(Date.parse(later.card.due) - Date.parse(later.card.previewedAt)).toBe(MINUTE);
    expect(later.card.previewedAt).toBe(
      new Date(Math.floor(at(5).getTime() / MINUTE) * MINUTE).toISOString(),
    );
  });

  it('forgets the kept queue and ratings when the learner signs out', async () => {
    signIn(testUser, 'token');
    offline();
    await rateOrKeep(rating(harbor, 'again', at(0), UUIDS[0]));
    signOut();
    await vi.waitFor(async () => expect(await keptQueue(at(1))).toBeNull());
    expect(await waitingRatings()).toEqual([]);
  });
});
