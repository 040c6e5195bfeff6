import { describe, expect, it } from 'vitest';
import { reviewInterval } from './review-interval';

const now = new Date('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;

describe('reviewInterval', () => {
  it('reads short steps in minutes, never under one', () => {
    expect(reviewInterval(now, later(minutes(10)))).toEqual({ count: 10, unit: 'minutes' });
    expect(reviewInterval(now, later(0))).toEqual({ count: 1, unit: 'minutes' });
    expect(reviewInterval(now, later(-minutes(5)))).toEqual({ count: 1, unit: 'minutes' });
  });

  it('moves up to hours, days, months and years as the gap grows', () => {
    expect(reviewInterval(now, later(minutes(90)))).toEqual({ count: 2, unit: 'hours' });
    expect(reviewInterval(now, later(days(3)))).toEqual({ count: 3, unit: 'days' });
    expect(reviewInterval(now, later(days(75)))).toEqual({ count: 3, unit: 'months' });
    expect(reviewInterval(now, later(days(548)))).toEqual({ count: 1.5, unit: 'years' });
  });
});
