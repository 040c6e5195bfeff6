import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@contract';

type Headers = { cookie?: string; 'accept-language'?: string | string[] };

/**
 * The language the web app will start in, so index.html can preload its texts: the visitor's stored
 * choice, else Chinese when the browser's first preference is Chinese (zh-CN, zh-TW…), else English.
 * A wrong guess costs only a wasted preload; the app still loads the language it picks.
 */
export function pageLanguage(headers: Headers): Language {
  const stored = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  const header = headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() ?? '';
  return /^zh\b/iu.test(first) ? 'zh' : 'en';
}

function cookieValue(cookie: string | undefined, name: string): string | undefined {
  for (const pair of cookie?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}
