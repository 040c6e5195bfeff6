import { describe, expect, it } from 'vitest';
import { cardHistories, trainingItems, type LoggedRating } from './training-items';

const rating = (wordId: string, reviewedAt: string, rating: string, stateBefore: string): LoggedRating => ({
  wordId,
  day: reviewedAt.slice(0, 10),
  rating,
  stateBefore,
  reviewedAt,
});

describe('the review log as the FSRS optimizer learns from it', () => {
  const log = [
    rating('apple', '2026-03-01T09:00:00Z', 'again', 'new'),
    rating('apple', '2026-03-01T09:10:00Z', 'good', 'learning'),
    rating('pear', '2026-03-01T10:00:00Z', 'good', 'new'),
    rating('apple', '2026-03-03T09:00:00Z', 'good', 'review'),
    rating('pear', '2026-03-02T10:00:00Z', 'hard', 'review'),
    rating('apple', '2026-03-08T09:00:00Z', 'again', 'review'),
    rating('apple', '2026-03-08T09:10:00Z', 'good', 'relearning'),
  ];

  it("gives each card's ratings with the calendar days since its previous one, 0 on the same day", () => {
    const [apple, pear] = cardHistories(log);
    expect(apple?.reviews).toEqual([
      { rating: 1, deltaT: 0 },
      { rating: 3, deltaT: 0 },
      { rating: 3, deltaT: 2 },
      { rating: 1, deltaT: 5 },
      { rating: 3, deltaT: 0 },
    ]);
    expect(pear?.reviews).toEqual([
      { rating: 3, deltaT: 0 },
      { rating: 2, deltaT: 1 },
    ]);
  });

  it('makes one item per rating on a later day, its history so far, in the order the ratings were made', () => {
    const items = trainingItems(cardHistories(log));
    expect(items.map((item) => item.reviews.map((review) => review.rating))).toEqual([
      [3, 2], // pear, 2 March
      [1, 3, 3], // apple, 3 March
      [1, 3, 3, 1], // apple, 8 March; its same-day relearning step is no item of its own
    ]);
  });

  it('starts a card over where it last started as new (a known word rated again), and leaves out one rating', () => {
    const histories = cardHistories([
      rating('plum', '2026-03-01T09:00:00Z', 'good', 'new'),
      rating('plum', '2026-03-04T09:00:00Z', 'good', 'review'),
      rating('plum', '2026-03-10T09:00:00Z', 'easy', 'known'),
      rating('plum', '2026-03-12T09:00:00Z', 'good', 'review'),
      rating('fig', '2026-03-01T09:00:00Z', 'good', 'new'),
    ]);
    expect(histories).toHaveLength(1);
    expect(histories[0]?.reviews).toEqual([
      { rating: 4, deltaT: 0 },
      { rating: 3, deltaT: 2 },
    ]);
  });
});
