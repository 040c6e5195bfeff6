import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';

function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

describe('UI strings', () => {
  it('has exactly the same keys in English and Chinese', () => {
    expect(keyPaths(zh).sort()).toEqual(keyPaths(en).sort());
  });

  it('has no empty strings', () => {
    const empty = (json: unknown) =>
      keyPaths(json).filter((path) => {
        const value = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], json);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(en)).toEqual([]);
    expect(empty(zh)).toEqual([]);
  });

  it('keeps the same {{placeholders}} in both languages', () => {
    const placeholders = (json: unknown) =>
      keyPaths(json).map((path) => {
        const value = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], json);
        return `${path}:${[...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).join(',')}`;
      });
    expect(placeholders(zh).sort()).toEqual(placeholders(en).sort());
  });
});
