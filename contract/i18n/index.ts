import { en, type Messages } from './en';
import { zh } from './zh';
import type { Language } from '../preferences';

export type { Messages };
export const MESSAGES: Record<Language, Messages> = { en, zh };

/** Dotted paths of every message, e.g. 'errors.codeExpired'. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Paths<Messages>;

export function isMessageKey(key: string): key is MessageKey {
  return lookup(en, key) !== undefined;
}

/** Resolves a message in a language and fills its {{placeholders}}. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(MESSAGES[language], key) ?? lookup(en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
