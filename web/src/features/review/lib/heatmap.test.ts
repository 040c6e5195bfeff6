import { describe, expect, it } from 'vitest';
import { heatmapWeeks, todayIn } from './heatmap';

describe('heatmapWeeks', () => {
  // 2026-11-23 is a Monday.
  const weeks = heatmapWeeks(
    [
      { date: '2026-11-23', reviews: 8 },
      { date: '2026-11-20', reviews: 2 },
      { date: '2025-11-01', reviews: 5 },
    ],
    '2026-11-23',
  );

  it('lays out a year of Sunday-first weeks ending today', () => {
    expect(weeks).toHaveLength(53);
    expect(weeks[0]![0]!.date).toBe('2025-11-23');
    expect(weeks.slice(0, -1).every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)!.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('shades each day by its share of the busiest day, and leaves days before the year out', () => {
    const days = weeks.flat();
    expect(days.find((day) => day.date === '2026-11-23')).toMatchObject({ reviews: 8, level: 4 });
    expect(days.find((day) => day.date === '2026-11-20')).toMatchObject({ reviews: 2, level: 1 });
    expect(days.find((day) => day.date === '2026-11-21')).toMatchObject({ reviews: 0, level: 0 });
    expect(days.some((day) => day.date === '2025-11-01')).toBe(false);
  });

  it('keeps every date once across a daylight-saving change', () => {
    const dates = weeks.flat().map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toContain('2026-03-08');
    expect(dates).toContain('2026-03-29');
  });
});

describe('todayIn', () => {
  it('gives the date in the learner’s zone, not the browser’s', () => {
    const instant = new Date('2026-11-23T20:00:00Z');
    expect(todayIn('Asia/Shanghai', instant)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-23');
  });
});
