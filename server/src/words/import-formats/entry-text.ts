import { CONTEXT_LIMITS, WORD_LIMITS } from '@contract';
import type { ImportItem } from '../import';
import { isControlCode } from './file-text';

/*
 * What a file says of a word, made fit to store: dictionary exports write meanings as HTML (<br>, <b>) and
 * entities; PostgreSQL refuses NUL; each field has the length POST /api/words allows.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Named (the five of XML, and nbsp) and numeric character references decoded; others left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** HTML as plain text: line breaks and block ends become new lines, other tags go, entities are decoded. */
export function htmlToText(html: string): string {
  const text = html.replace(/<br\s*\/?>|<\/(?:p|div|li)>/gi, '\n').replace(/<[^>]*>/g, '');
  return decodeEntities(text);
}

/* Control characters (NUL above all) out; runs of spaces and blank lines folded. */
function tidy(text: string): string {
  return [...text]
    .map((char) => (isControlCode(char.charCodeAt(0)) ? ' ' : char))
    .join('')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Text cut to `max` characters (a code point is never split), or undefined when nothing is left. */
export function fieldText(text: string | null | undefined, max: number): string | undefined {
  if (text === null || text === undefined) return undefined;
  const clean = tidy(text);
  if (clean === '') return undefined;
  return [...clean].length <= max ? clean : [...clean].slice(0, max).join('').trimEnd();
}

/** Chinese (or other CJK) in a meaning makes it a translation; otherwise it is an English definition. */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export interface EntryFields {
  word: string;
  /** A meaning of unknown language: a translation when it holds Chinese, else a definition. */
  meaning?: string | null;
  definition?: string | null;
  translation?: string | null;
  sentence?: string | null;
  source?: string | null;
}

/** One entry for the importer; a sentence over the context limit is left out rather than cut mid-way. */
export function toImportItem(fields: EntryFields): ImportItem {
  const meaning = fieldText(fields.meaning, WORD_LIMITS.translationMax);
  const isTranslation = meaning !== undefined && CJK.test(meaning);
  const item: ImportItem = { word: tidy(fields.word).replace(/\n/g, ' ') };
  const definition =
    fieldText(fields.definition, WORD_LIMITS.definitionMax) ?? (isTranslation ? undefined : meaning);
  const translation =
    fieldText(fields.translation, WORD_LIMITS.translationMax) ?? (isTranslation ? meaning : undefined);
  if (definition !== undefined) item.definition = definition;
  if (translation !== undefined) item.translation = translation;
  const sentence = fieldText(fields.sentence, Number.MAX_SAFE_INTEGER)?.replace(/\n/g, ' ');
  if (sentence !== undefined && sentence.length <= CONTEXT_LIMITS.sentenceMax) {
    item.context = { sentence, source: fieldText(fields.source, CONTEXT_LIMITS.sourceMax) ?? null };
  }
  return item;
}
