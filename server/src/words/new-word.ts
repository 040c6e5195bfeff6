import { randomUUID } from 'node:crypto';
import type { PartOfSpeech } from '@contract';
import type { Dictionary, DictionaryEntry } from '../dictionary';
import type { WordRow } from './repository';

/** A word as it will be stored, with what the dictionary says about it. */
export interface NewWord {
  word: string;
  key: string;
  entry: DictionaryEntry | null;
}

/**
 * Case: lower-cased unless the dictionary writes the word with a capital, i.e. it is a proper noun
 * ('monday' -> 'Monday'). An inflected form keeps the typed spelling ('went' stays 'went'); only the
 * details come from its base word's entry.
 */
export function toNewWord(text: string, dictionary: Dictionary): NewWord {
  const entry = dictionary.lookup(text);
  const lower = text.toLowerCase();
  const word = entry && /^\p{Lu}/u.test(entry.word) ? properNounSpelling(lower, entry.word) : lower;
  return { word, key: word.toLowerCase(), entry };
}

function properNounSpelling(lower: string, headword: string): string {
  if (headword.toLowerCase() === lower) return headword;
  // A form of a proper noun ('mondays' of 'Monday') is capitalised like it.
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export interface GivenFields {
  definition?: string;
  translation?: string;
  partOfSpeech?: PartOfSpeech;
  /** Where the word came from (contract wordSourceSchema); 'own' when not said. */
  source?: string;
  /** The sentence the word was met in, and where (a book's title); its first cloze. */
  context?: { sentence: string; source?: string | null };
}

/** The row to insert: what the learner gave wins, the dictionary fills the rest. */
export function toWordRow(
  userId: string,
  { word, key, entry }: NewWord,
  given: GivenFields,
  createdAt: string,
): WordRow {
  const definition = given.definition ?? entry?.definition ?? null;
  const translation = given.translation ?? entry?.translation ?? null;
  const parts = withMainPart(given.partOfSpeech, entry?.partsOfSpeech ?? []);
  return {
    id: randomUUID(),
    user_id: userId,
    word,
    word_key: key,
    definition,
    translation,
    phonetic: entry?.phonetic ?? null,
    part_of_speech: parts[0] ?? null,
    parts_of_speech: parts.join(','),
    usage_count: 0,
    search_text: searchText(word, definition, translation),
    source: given.source ?? 'own',
    context_sentence: given.context?.sentence ?? null,
    context_source: given.context?.source ?? null,
    created_at: createdAt,
  };
}

/** The dictionary's parts of speech, with the one the learner chose (if any) first. */
export function withMainPart(main: string | null | undefined, parts: readonly string[]): string[] {
  return main ? [main, ...parts.filter((part) => part !== main)] : [...parts];
}

export function searchText(...fields: Array<string | null>): string {
  return normalizeSearch(fields.filter((field) => field !== null).join('\n'));
}

/** The same folding for stored text and for what the learner searches for. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFC').toLowerCase();
}
