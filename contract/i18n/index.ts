import { en, type Messages } from './en';

export type { Messages };

/** Dotted paths of every message, e.g. 'errors.codeExpired'. */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Paths<Messages>;

export function isMessageKey(key: string): key is MessageKey {
  return lookupMessage(en, key) !== undefined;
}

/** The message at a dotted key, or undefined. */
export function lookupMessage(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
