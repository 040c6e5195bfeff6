import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { encodeKeysetCursor as encodeCursor } from '../lib/keyset-cursor';
import { cursorOrder, decodeCursor } from './cursor';

const ID = '3f2b8c1a-9d4e-4f6a-8b7c-1d2e3f4a5b6c';
const forged = (json: string) => Buffer.from(json).toString('base64url');

describe('cursors', () => {
  it('round-trip a position of each order', () => {
    const recent = { value: '2025-01-02T03:04:05.678Z', id: ID };
    expect(decodeCursor(encodeCursor('recent', recent), 'recent')).toEqual(recent);
    expect(decodeCursor(encodeCursor('alpha', { value: "o'clock", id: ID }), 'alpha')).toEqual({
      value: "o'clock",
      id: ID,
    });
    expect(decodeCursor(encodeCursor('usage', { value: 0, id: ID }), 'usage')).toEqual({ value: 0, id: ID });
    const due = { value: '0|2025-01-02T03:04:05.678Z', id: ID };
    expect(decodeCursor(encodeCursor('due', due), 'due')).toEqual(due);
  });

  it('round-trip a search’s position, its tier in front of the sort value', () => {
    for (const [sort, value] of [
      ['recent', '0|2025-01-02T03:04:05.678Z'],
      ['alpha', "1|o'clock"],
      ['usage', '2|17'],
      ['due', '2|1|2025-01-02T03:04:05.678Z'],
    ] as const) {
      const cursor = encodeCursor(cursorOrder(sort, true), { value, id: ID });
      expect(decodeCursor(cursor, sort, true)).toEqual({ value, id: ID });
      expect(() => decodeCursor(cursor, sort), sort).toThrow(AppError);
    }
  });

  it('refuse a search position with no tier, an unknown tier or a sort value spelled otherwise', () => {
    for (const [sort, value] of [
      ['recent', '2025-01-02T03:04:05.678Z'],
      ['alpha', '3|go'],
      ['usage', '0|017'],
      ['usage', '0|1e3'],
      ['usage', '0|2147483648'],
      ['due', '0|2|2025-01-02T03:04:05.678Z'],
    ] as const) {
      const cursor = encodeCursor(cursorOrder(sort, true), { value, id: ID });
      expect(() => decodeCursor(cursor, sort, true), value).toThrow(AppError);
    }
  });

  it('are URL-safe', () => {
    expect(encodeCursor('alpha', { value: '???>>>', id: ID })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor of another order, or anything that is not a cursor', () => {
    const alpha = encodeCursor('alpha', { value: 'go', id: ID });
    for (const [cursor, sort] of [
      [alpha, 'recent'],
      ['%%%', 'alpha'],
      ['', 'alpha'],
      [forged(`{"s":"usage","v":1.5,"id":"${ID}"}`), 'usage'],
    ] as const) {
      expect(() => decodeCursor(cursor, sort)).toThrow(AppError);
    }
  });

  it('refuses a value its column cannot hold, or an id no row has', () => {
    for (const [json, sort] of [
      [`{"s":"usage","v":2147483648,"id":"${ID}"}`, 'usage'],
      [`{"s":"recent","v":"+275760-09-13T00:00:00.000Z","id":"${ID}"}`, 'recent'],
      [`{"s":"recent","v":"not-a-date","id":"${ID}"}`, 'recent'],
      [`{"s":"due","v":"2|2025-01-02T03:04:05.678Z","id":"${ID}"}`, 'due'],
      [`{"s":"alpha","v":"${'a'.repeat(193)}","id":"${ID}"}`, 'alpha'],
      ['{"s":"alpha","v":"go","id":"x"}', 'alpha'],
    ] as const) {
      expect(() => decodeCursor(forged(json), sort), json).toThrow(AppError);
    }
  });

  it('accept one spelling of a position only: the one the server writes', () => {
    const cursor = encodeCursor('usage', { value: 3, id: ID });
    expect(decodeCursor(cursor, 'usage')).toEqual({ value: 3, id: ID });
    for (const spelling of [
      forged(`{"id":"${ID}","v":3,"s":"usage"}`),
      forged(`{"s":"usage", "v":3, "id":"${ID}"}`),
      forged(`{"s":"usage","v":3.0,"id":"${ID}"}`),
      forged(`{"s":"usage","v":3,"id":"${ID}","more":"junk"}`),
      `${cursor}A`,
    ]) {
      expect(() => decodeCursor(spelling, 'usage'), spelling).toThrow(AppError);
    }
  });
});
