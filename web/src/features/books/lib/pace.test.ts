import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDay, todayIn } from './days';
import { dailyNewFor, finishDateFor } from './pace';

const today = '2026-03-10';

describe('the pace a plan runs at', () => {
  it('finishes today when today’s share covers what is left', () => {
    expect(finishDateFor(20, { remaining: 15, introducedToday: 0 }, today)).toBe(today);
    expect(finishDateFor(20, { remaining: 5, introducedToday: 15 }, today)).toBe(today);
  });

  it('counts the days after today that the rest takes', () => {
    // 20 today, then 1,580 at 20 a day: 79 more days.
    expect(finishDateFor(20, { remaining: 1600, introducedToday: 0 }, today)).toBe(addDays(today, 79));
    // Today's 20 already came: 100 left at 20 a day from tomorrow.
    expect(finishDateFor(20, { remaining: 100, introducedToday: 20 }, today)).toBe(addDays(today, 5));
  });

  it('asks ceil(left / days until the date) words a day, at least one', () => {
    expect(dailyNewFor('2026-03-20', { remaining: 101, introducedToday: 0 }, today)).toEqual({
      dailyNew: 11,
      tooFast: false,
    });
    expect(dailyNewFor('2026-12-31', { remaining: 0, introducedToday: 0 }, today).dailyNew).toBe(1);
  });

  it('says when a date would need more than 200 a day', () => {
    expect(dailyNewFor('2026-03-11', { remaining: 3000, introducedToday: 0 }, today)).toEqual({
      dailyNew: 200,
      tooFast: true,
    });
  });
});

describe('plan days', () => {
  it('are the learner’s calendar days, in their zone', () => {
    const now = new Date('2026-03-10T20:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-10');
    expect(todayIn('Asia/Shanghai', now)).toBe('2026-03-11');
  });

  it('count across months and tell a real date from a malformed one', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-03-01')).toBe(true);
  });
});
