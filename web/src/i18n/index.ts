import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, MESSAGES, isMessageKey, type Language } from '@contract';
import en from './en.json';
import zh from './zh.json';

export const LANGUAGE_STORAGE_KEY = 'wordloom.language';
export const DEFAULT_LANGUAGE: Language = 'en';

export const resources = {
  en: { translation: en, messages: MESSAGES.en },
  zh: { translation: zh, messages: MESSAGES.zh },
} as const;

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

/** 'zh-CN' rather than 'zh' so browsers pick Simplified Chinese glyphs. */
function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : 'en';
}

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) document.documentElement.lang = htmlLang(language);
});

void i18n.use(initReactI18next).init({
  resources,
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
document.documentElement.lang = htmlLang(currentLanguage());

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode may refuse storage; the choice still holds for this visit.
  }
  void i18n.changeLanguage(language);
}

/**
 * Form errors are either contract message keys (from zod) or texts the server already localized.
 * Keys are translated; server texts pass through untouched.
 */
export function localizeMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? i18n.t(`messages:${message}` as never) : message;
}

export { i18n };
