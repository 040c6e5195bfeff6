import { LANGUAGES, translate, type Language, type MessageKey } from '@contract';

/**
 * The message language from Accept-Language: the client sends `en` or `zh`, browsers send lists such
 * as `zh-CN,zh;q=0.9,en;q=0.8`. Any Chinese variant (zh-CN, zh-Hans, zh-TW) answers in zh; default en.
 */
export function languageFromHeader(header: string | string[] | undefined): Language {
  return requestedLanguage(header) ?? 'en';
}

/** The language Accept-Language asks for, or null when it names neither en nor zh. */
export function requestedLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; quality: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...options] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const language = LANGUAGES.find((candidate) => candidate === primary);
    if (!language) continue;
    const qualityOption = options.map((option) => option.trim()).find((option) => option.startsWith('q='));
    const quality = qualityOption ? Number(qualityOption.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? null;
}

/** A success message in the caller's language. */
export function localize(
  request: { headers: { 'accept-language'?: string | string[] } },
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  return translate(languageFromHeader(request.headers['accept-language']), key, params);
}
