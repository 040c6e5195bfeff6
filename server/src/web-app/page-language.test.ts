import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it.each([
    [{}, 'en'],
    [{ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, 'zh'],
    [{ 'accept-language': 'zh-TW' }, 'zh'],
    [{ 'accept-language': 'en-US,en;q=0.9' }, 'en'],
    // Like the web app: only the browser's first preference counts.
    [{ 'accept-language': 'fr-FR,zh;q=0.9' }, 'en'],
    [{ 'accept-language': 'zh-CN', cookie: 'a=1; wordloom.language=en' }, 'en'],
    [{ 'accept-language': 'en-US', cookie: 'wordloom.language=zh' }, 'zh'],
    [{ 'accept-language': 'zh-CN', cookie: 'wordloom.language=xx' }, 'zh'],
  ] as const)('%o → %s', (headers, language) => {
    expect(pageLanguage(headers)).toBe(language);
  });
});
