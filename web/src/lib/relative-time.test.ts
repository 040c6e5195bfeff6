import { describe, expect, it } from 'vitest';
import { relativeTime, timeAhead } from './relative-time';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "now" under a minute and for a time slightly ahead', () => {
    expect(relativeTime(ago(20), 'en', now)).toBe('now');
    expect(relativeTime(ago(-30), 'en', now)).toBe('now');
    expect(relativeTime(ago(5), 'zh', now)).toBe('现在');
  });

  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(60), 'en', now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60), 'en', now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 50 * 60), 'en', now)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), 'en', now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), 'en', now)).toBe('3 days ago');
    expect(relativeTime(ago(15 * 24 * 3600), 'en', now)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 24 * 3600), 'en', now)).toBe('last year');
  });

  it('speaks the UI language', () => {
    expect(relativeTime(ago(5 * 60), 'zh', now)).toBe('5分钟前');
    expect(relativeTime(ago(2 * 3600), 'zh', now)).toBe('2小时前');
    expect(relativeTime(ago(24 * 3600), 'zh', now)).toBe('昨天');
  });
});

describe('timeAhead', () => {
  const ahead = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

  it('reads a time to come in the largest unit, in the UI language', () => {
    expect(timeAhead(ahead(10 * 60), 'en', now)).toBe('in 10 minutes');
    expect(timeAhead(ahead(3 * 3600 + 10 * 60), 'en', now)).toBe('in 3 hours');
    expect(timeAhead(ahead(3 * 24 * 3600), 'en', now)).toBe('in 3 days');
    expect(timeAhead(ahead(3 * 24 * 3600), 'zh', now)).toBe('3天后');
  });

  it('says "in 1 minute" under a minute, and "now" for a time already past', () => {
    expect(timeAhead(ahead(20), 'en', now)).toBe('in 1 minute');
    expect(timeAhead(ahead(-600), 'en', now)).toBe('now');
  });
});
