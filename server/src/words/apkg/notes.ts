import { createHash } from 'node:crypto';
import { locateWord } from '../../ai';
import type { Dictionary } from '../../dictionary';
import type { WordRow } from '../repository';
import { BASIC_NOTE, CLOZE_NOTE, type NoteType } from './note-types';

export interface AnkiNote {
  guid: string;
  type: NoteType;
  fields: string[];
  /** The sort field as plain text. */
  sortText: string;
  /** Anki's duplicate check: the first field's checksum. */
  checksum: number;
}

/**
 * A word's note: Cloze when its sentence uses a form of it (`{{c1::went}}` for go), the Chinese and the
 * phonetic on the back; Basic otherwise (word on the front; phonetic, Chinese and definition on the back).
 */
export function noteOf(row: WordRow, dictionary: Pick<Dictionary, 'lookup'>): AnkiNote {
  const chinese = multiline(row.translation);
  const phonetic = row.phonetic ? escapeField(`/${row.phonetic}/`) : '';
  const sentence = row.context_sentence;
  const use = sentence === null ? null : locateWord(sentence, row.word, dictionary);
  if (sentence !== null && use !== null) {
    const text =
      escapeField(sentence.slice(0, use.start)) +
      `{{c1::${escapeField(sentence.slice(use.start, use.end))}}}` +
      escapeField(sentence.slice(use.end));
    const fields = [text, chinese, escapeField(row.word), phonetic, escapeField(row.context_source ?? '')];
    return note(row, CLOZE_NOTE, fields);
  }
  const fields = [
    escapeField(row.word),
    chinese,
    phonetic,
    multiline(row.definition),
    escapeField(sentence ?? ''),
  ];
  return note(row, BASIC_NOTE, fields);
}

function note(row: WordRow, type: NoteType, fields: string[]): AnkiNote {
  return {
    guid: guidFor(row.id),
    type,
    fields,
    sortText: plainText(fields[type.sortField] ?? ''),
    checksum: fieldChecksum(fields[0] ?? ''),
  };
}

/* Anki's base91 alphabet for guids (genanki's guid_for). */
const BASE91 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** The note's guid from the word's id alone: a re-export updates the learner's notes instead of adding more. */
export function guidFor(wordId: string): string {
  let value = createHash('sha256').update(`wordloom__${wordId}`).digest().readBigUInt64BE(0);
  let guid = '';
  while (value > 0n) {
    guid = BASE91[Number(value % 91n)] + guid;
    value /= 91n;
  }
  return guid;
}

/** Anki's field checksum: the first 8 hex digits of the SHA-1 of the field without its HTML, as a number. */
export function fieldChecksum(field: string): number {
  return parseInt(createHash('sha1').update(plainText(field)).digest('hex').slice(0, 8), 16);
}

function plainText(field: string): string {
  return field
    .replace(/<[^>]*>/g, '')
    .replace(/&#123;/g, '{')
    .replace(/&#125;/g, '}')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/* Fields are HTML; braces too are escaped, so no learner's text can open a cloze or a template tag. */
function escapeField(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;');
}

function multiline(text: string | null): string {
  return text === null ? '' : escapeField(text).replace(/\r?\n/g, '<br>');
}
