import { describe, expect, it } from 'vitest';
import { addDays, dayReader, localDay, nextLocalMidnight, startOfLocalDay } from './local-day';

describe('days in a learner’s zone', () => {
  it('names the calendar day of an instant in the zone', () => {
    const instant = new Date('2026-03-01T16:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'Asia/Shanghai')).toBe('2026-03-02');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('finds the instant a day begins, daylight saving included', () => {
    expect(startOfLocalDay('2026-03-02', 'Asia/Shanghai').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    // New York moves to summer time at 02:00 on 8 March 2026: that day starts at -05:00, the next at -04:00.
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('starts a day whose midnight is skipped at its first moment', () => {
    // Chile moves its clocks from 24:00 to 01:00 on the first Sunday of September.
    const start = startOfLocalDay('2026-09-06', 'America/Santiago');
    expect(localDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDay(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it("finds the learner's next midnight, when a daily allowance starts again", () => {
    const now = new Date('2026-03-07T18:30:00.000Z');
    expect(nextLocalMidnight(now, 'UTC').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(nextLocalMidnight(now, 'Asia/Shanghai').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    // New York moves to summer time on 2026-03-08: that midnight is still at UTC-5.
    const sunday = new Date('2026-03-08T12:00:00.000Z');
    expect(nextLocalMidnight(sunday, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it("reads many instants' days within a range as localDay would, and null outside it", () => {
    const zone = 'America/New_York';
    const dayOf = dayReader('2026-03-06', '2026-03-10', zone);
    // Every 37 minutes across the range and a day either side, summer time starting on 8 March included.
    for (
      let time = Date.parse('2026-03-05T00:00:00Z');
      time < Date.parse('2026-03-12T12:00:00Z');
      time += 37 * 60_000
    ) {
      const instant = new Date(time);
      const day = localDay(instant, zone);
      expect(dayOf(instant)).toBe(day >= '2026-03-06' && day <= '2026-03-10' ? day : null);
    }
  });
});
