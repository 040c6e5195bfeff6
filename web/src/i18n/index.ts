import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LANGUAGE_COOKIE, LANGUAGES, isMessageKey, type Language, type Messages } from '@contract';
import { en as enMessages } from '../../../contract/i18n/en';
import type en from './en.json';

/** The same name in localStorage as the cookie the server reads. */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;
export const DEFAULT_LANGUAGE: Language = 'en';

interface LanguageBundle {
  translation: typeof en;
  messages: Messages;
}

/*
 * Each language's texts are a chunk of their own, fetched when the language is first used: a visitor
 * downloads one language, not both (npm run bench:web). The contract's English messages stay eager
 * because isMessageKey reads them.
 */
const BUNDLES: Record<Language, () => Promise<LanguageBundle>> = {
  en: async () => ({ translation: (await import('./en.json')).default, messages: enMessages }),
  zh: async () => {
    const [translation, messages] = await Promise.all([
      import('./zh.json'),
      import('../../../contract/i18n/zh'),
    ]);
    return { translation: translation.default, messages: messages.zh };
  },
};

/** Fetches a language's texts once; resolves when `t` can use them. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const bundle = await BUNDLES[language]();
  i18n.addResourceBundle(language, 'translation', bundle.translation);
  i18n.addResourceBundle(language, 'messages', bundle.messages);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The visitor's choice; before any, Chinese for a browser that prefers it (zh-CN, zh-TW…), else en. */
function initialLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // No storage: fall through to the browser's preference.
  }
  return browserLanguage();
}

export function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return /^zh\b/i.test(preferred[0] ?? '') ? 'zh' : DEFAULT_LANGUAGE;
}

/*
 * The server reads this cookie to send the page that preloads the language's texts
 * (server/src/web-app/page-language.ts); localStorage stays the app's own record.
 */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  document.documentElement.lang = HTML_LANG[language];
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
});

void i18n.use(initReactI18next).init({
  resources: {},
  // Bundles are added by loadLanguage; nothing else is fetched.
  partialBundledLanguages: true,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  // Contract messages use {{name}} placeholders, the i18next default; React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
document.documentElement.lang = HTML_LANG[currentLanguage()];

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the choice still holds for this visit.
  }
  // A language already loaded switches at once (no flash of the old texts); another is fetched first.
  if (i18n.hasResourceBundle(language, 'translation')) void i18n.changeLanguage(language);
  else void loadLanguage(language).then(() => i18n.changeLanguage(language));
}

/**
 * Resolves when the first language's texts are there; the app renders after it, so no raw key is ever
 * shown. Both languages have every text (i18n/parity.test.ts), so the fallback is never fetched.
 */
export const languageReady: Promise<void> = loadLanguage(currentLanguage());

/**
 * Form errors are either contract message keys (from zod) or texts the server already localized.
 * Keys are translated; server texts pass through untouched.
 */
export function localizeMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? i18n.t(`messages:${message}` as never) : message;
}

export { i18n };
