import { en, type Messages } from './en';
import { lookupMessage, type MessageKey } from './index';
import { zh } from './zh';
import type { Language } from '../preferences';

/* The server's side of the messages: both languages at once (the web app fetches one at a time). */
export const MESSAGES: Record<Language, Messages> = { en, zh };

/** Resolves a message in a language and fills its {{placeholders}}. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = lookupMessage(MESSAGES[language], key) ?? lookupMessage(en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
