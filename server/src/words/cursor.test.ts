import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { encodeKeysetCursor as encodeCursor } from '../lib/keyset-cursor';
import { decodeCursor } from './cursor';

describe('cursors', () => {
  it('round-trip a position of each order', () => {
    const recent = { value: '2025-01-02T03:04:05.678Z', id: 'b1' };
    expect(decodeCursor(encodeCursor('recent', recent), 'recent')).toEqual(recent);
    expect(decodeCursor(encodeCursor('alpha', { value: "o'clock", id: 'c' }), 'alpha')).toEqual({
      value: "o'clock",
      id: 'c',
    });
    expect(decodeCursor(encodeCursor('usage', { value: 0, id: 'd' }), 'usage')).toEqual({
      value: 0,
      id: 'd',
    });
  });

  it('are URL-safe', () => {
    expect(encodeCursor('alpha', { value: '???>>>', id: '~~~' })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor of another order, or anything that is not a cursor', () => {
    const alpha = encodeCursor('alpha', { value: 'go', id: 'x' });
    for (const [cursor, sort] of [
      [alpha, 'recent'],
      ['%%%', 'alpha'],
      ['', 'alpha'],
      [Buffer.from('{"s":"usage","v":1.5,"id":"x"}').toString('base64url'), 'usage'],
    ] as const) {
      expect(() => decodeCursor(cursor, sort)).toThrow(AppError);
    }
  });
});
