import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage, setLanguage } from '.';

afterEach(async () => {
  await loadLanguage('zh');
  await i18n.changeLanguage('en');
});

describe('language bundles', () => {
  it('fetches a language that is not loaded yet before switching to it, texts and server messages both', async () => {
    i18n.removeResourceBundle('zh', 'translation');
    i18n.removeResourceBundle('zh', 'messages');
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);

    setLanguage('zh');
    // Until its texts are here the page keeps the language it has: never a raw key or a half switch.
    expect(i18n.language).toBe('en');
    await vi.waitFor(() => expect(i18n.language).toBe('zh'));
    expect(i18n.t('nav.home')).toBe('首页');
    expect(i18n.t('messages:errors.notFound' as never)).not.toBe('errors.notFound');
  });

  it('switches at once to a language already loaded', () => {
    setLanguage('zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('nav.home')).toBe('首页');
  });

  it('tells the server the language in a cookie, so the next page load preloads its texts', async () => {
    setLanguage('zh');
    expect(document.cookie).toContain('wordloom.language=zh');
    setLanguage('en');
    await vi.waitFor(() => expect(document.cookie).toContain('wordloom.language=en'));
  });
});
