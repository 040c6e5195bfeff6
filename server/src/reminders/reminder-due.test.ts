import { describe, expect, it } from 'vitest';
import { doneToday, reminderDueAt } from './reminder-due';

const at = (iso: string) => new Date(iso);
const due = (hour: number, timeZone: string, now: string, done = false) =>
  reminderDueAt({ email: true, hour }, { timeZone, now: at(now), doneToday: done });

/*
 * users.reminder_due_at, the instant the scan reads (docs/api-conventions.md, "Reminders"): the learner's
 * hour on their own clock, today while it is still to come, else tomorrow.
 */
describe('the next reminder instant', () => {
  it('is null while reminder mails are off', () => {
    const off = reminderDueAt(
      { email: false, hour: 20 },
      { timeZone: 'UTC', now: new Date(), doneToday: false },
    );
    expect(off).toBeNull();
  });

  it("is today's hour in Shanghai while it is still to come, else tomorrow's", () => {
    // 18:00 in Shanghai (UTC+8): 20:00 is still to come today.
    expect(due(20, 'Asia/Shanghai', '2026-03-02T10:00:00Z')).toBe('2026-03-02T12:00:00.000Z');
    // 21:00: gone for today.
    expect(due(20, 'Asia/Shanghai', '2026-03-02T13:00:00Z')).toBe('2026-03-03T12:00:00.000Z');
    // Exactly 20:00 is not "after now": the next one is tomorrow's.
    expect(due(20, 'Asia/Shanghai', '2026-03-02T12:00:00Z')).toBe('2026-03-03T12:00:00.000Z');
    // 07:00 in Shanghai is still the day before in UTC: the learner's day counts.
    expect(due(8, 'Asia/Shanghai', '2026-03-01T23:00:00Z')).toBe('2026-03-02T00:00:00.000Z');
  });

  it("is tomorrow's hour once today's reminder is done", () => {
    expect(due(20, 'Asia/Shanghai', '2026-03-02T10:00:00Z', true)).toBe('2026-03-03T12:00:00.000Z');
  });

  it('keeps the hour on the learner’s clock when New York springs forward (a 23-hour day)', () => {
    // 20:00 EST on 7 March is 01:00Z; the next 20:00 is EDT, 23 hours later.
    expect(due(20, 'America/New_York', '2026-03-07T22:00:00Z')).toBe('2026-03-08T01:00:00.000Z');
    expect(due(20, 'America/New_York', '2026-03-08T01:05:00Z', true)).toBe('2026-03-09T00:00:00.000Z');
    // 02:00 does not exist on 8 March: the reminder comes when the clock jumps, at 03:00 EDT.
    expect(due(2, 'America/New_York', '2026-03-08T05:00:00Z')).toBe('2026-03-08T07:00:00.000Z');
  });

  it('keeps the hour on the learner’s clock when New York falls back (a 25-hour day)', () => {
    // 20:00 EDT on 31 October, then 20:00 EST on 1 November: 25 hours apart.
    expect(due(20, 'America/New_York', '2026-10-31T20:00:00Z')).toBe('2026-11-01T00:00:00.000Z');
    expect(due(20, 'America/New_York', '2026-11-01T00:05:00Z', true)).toBe('2026-11-02T01:00:00.000Z');
    // 01:00 comes twice on 1 November: the first one (EDT).
    expect(due(1, 'America/New_York', '2026-11-01T04:00:00Z')).toBe('2026-11-01T05:00:00.000Z');
  });

  it("knows today's reminder is done when the stored instant is already on a later day of the learner's", () => {
    const now = at('2026-03-02T10:00:00Z'); // 18:00 in Shanghai
    expect(doneToday('2026-03-03T12:00:00.000Z', 'Asia/Shanghai', now)).toBe(true);
    expect(doneToday('2026-03-02T12:00:00.000Z', 'Asia/Shanghai', now)).toBe(false);
    expect(doneToday(null, 'Asia/Shanghai', now)).toBe(false);
  });
});
