import { describe, expect, it } from 'vitest';
import { csvField } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['中文', '中文'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes null as an empty field and numbers as digits', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });
});
