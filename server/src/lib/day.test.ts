import { describe, expect, it } from 'vitest';
import { dayIn, nextMidnight } from './day';

describe('days in a time zone', () => {
  it('UTC by default', () => {
    const now = new Date('2026-03-07T18:30:00.000Z');
    expect(dayIn(now)).toBe('2026-03-07');
    expect(nextMidnight(now).toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });

  it("the learner's midnight in another zone", () => {
    const now = new Date('2026-03-07T18:30:00.000Z');
    expect(dayIn(now, 'Asia/Shanghai')).toBe('2026-03-08');
    expect(nextMidnight(now, 'Asia/Shanghai').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });

  it('across a daylight-saving change', () => {
    // New York moves to summer time on 2026-03-08: that midnight is still at UTC-5.
    const now = new Date('2026-03-08T12:00:00.000Z');
    expect(nextMidnight(now, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
