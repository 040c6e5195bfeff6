import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['ZH-hant-TW', 'zh'],
    ['fr', 'en'],
    ['fr, zh;q=0.5', 'zh'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9,zh;q=0.8', 'en'],
    ['zh;q=0.2, en;q=0.7', 'en'],
    ['zh;q=0', 'en'],
  ])('%j -> %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
