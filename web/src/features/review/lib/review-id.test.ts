import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewRatingSchema } from '@contract';
import { newReviewId } from './review-id';

const accepted = (reviewId: string) => reviewRatingSchema.safeParse({ rating: 'good', reviewId }).success;

afterEach(() => vi.unstubAllGlobals());

describe('newReviewId', () => {
  it('makes ids the server accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newReviewId));
    expect(ids.size).toBe(50);
    expect([...ids].every(accepted)).toBe(true);
  });

  it('still makes them on a page served over plain http, where randomUUID is missing', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, newReviewId));
    expect(ids.size).toBe(50);
    expect([...ids].every(accepted)).toBe(true);
  });
});
