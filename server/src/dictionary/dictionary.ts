import Database from 'better-sqlite3';
import { displayDefinition, displayTranslation } from './display-text';
import { parseExchange, type Exchanges } from './exchange';
import { toKey } from './key';
import type { PartOfSpeech } from './parts-of-speech';
import { COMMON_WITHIN, isRare, oneEditAway, type CommonCandidate } from './real-word-slips';
import {
  deletionHash,
  deletions,
  maxEditsFor,
  rankSuggestions,
  SUGGESTIBLE_WORD,
  type SpellingCandidate,
} from './spelling';

export interface DictionaryEntry {
  /** The headword as the dictionary writes it ('go' when 'went' was looked up and its own entry is thin). */
  word: string;
  phonetic: string | null;
  /** English definitions, one per line, the main part of speech's first. */
  definition: string | null;
  /**
   * Chinese translations, one per line, each starting with its part of speech ('vt. 放弃，抛弃'), the main
   * one's first, in Chinese punctuation, specialist senses left out (see display-text.ts).
   */
  translation: string | null;
  /** The main part of speech: the first of `partsOfSpeech`. */
  partOfSpeech: PartOfSpeech | null;
  /** Every part of speech the entry gives, main one first ('run': noun, verb, adjective). */
  partsOfSpeech: PartOfSpeech[];
  exchanges: Exchanges;
  /** Exam lists the word is on: 'CET-4', 'IELTS', '高考'... */
  tags: string[];
  /** Set when the looked-up word is an inflected form of another word: 'went' -> 'go', 'better' -> 'good'. */
  lemma?: string;
}

export interface Dictionary {
  /** Case-insensitive; inflected forms resolve to their base word. */
  lookup(word: string): DictionaryEntry | null;
  /**
   * Whether the word is one a learner meets: a word on an exam list or in a corpus frequency list, an
   * inflected form of one, or a dictionary phrase. ECDICT also holds misspellings ('untill', 'recieve')
   * and obscure entries, which are found by `lookup` but not known here.
   */
  isKnown(word: string): boolean;
  /** Known words close to the given spelling, fewest edits first, then the most common. */
  suggest(word: string, limit?: number): string[];
  /**
   * The common words a known but rare word is probably a slip for, most common first ('wether' ->
   * 'whether'); none when the word is common enough or nothing common is one edit away (real-word-slips.ts).
   */
  commonLookalikes(word: string): string[];
  /** How common a known word is: its corpus rank (1 = most common; a form takes its base word's), else null. */
  rank(word: string): number | null;
  close(): void;
}

interface EntryRow {
  word: string;
  phonetic: string | null;
  definition: string | null;
  translation: string | null;
  /** Comma-separated, main one first. */
  pos: string | null;
  exchange: string | null;
  tags: string | null;
  defers_to_lemma: 0 | 1;
}

const ENTRY_COLUMNS =
  'e.word, e.phonetic, e.definition, e.translation, e.pos, e.exchange, e.tags, e.defers_to_lemma';

/** Opens an index built by buildDictionary, read-only, with every query prepared once. */
export function openDictionary({ path }: { path: string }): Dictionary {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const entryByKey = db.prepare<[string], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM entries e WHERE e.key = ?`);
  // A form of several words ('leaves': leave, leaf) goes to the most common one.
  const lemmaEntry = db.prepare<[string], EntryRow>(`
    SELECT ${ENTRY_COLUMNS} FROM inflections i JOIN entries e ON e.key = i.lemma
    WHERE i.form = ? ORDER BY e.rank IS NULL, e.rank LIMIT 1`);
  const inVocabulary = db.prepare<[string], 1>('SELECT 1 FROM vocabulary WHERE key = ?').pluck();
  const vocabularyRank = db
    .prepare<[string], number | null>('SELECT rank FROM vocabulary WHERE key = ?')
    .pluck();
  // A word and its base words ('aired': 'air'): a form is as common as the word it is a form of.
  const standings = db.prepare<[string, string], { bestRank: number | null; listed: 0 | 1 }>(`
    SELECT best_rank AS bestRank, listed FROM vocabulary WHERE key = ?
    UNION ALL
    SELECT v.best_rank, v.listed FROM inflections i JOIN vocabulary v ON v.key = i.lemma WHERE i.form = ?`);
  const hasEntry = db.prepare<[string], 1>('SELECT 1 FROM entries WHERE key = ?').pluck();
  const candidates = db.prepare<[string], SpellingCandidate>(`
    SELECT DISTINCT v.key, v.word, v.rank FROM spelling_deletions d JOIN vocabulary v ON v.id = d.word_id
    WHERE d.hash IN (SELECT value FROM json_each(?))`);
  const commonCandidates = db.prepare<[string, number], CommonCandidate>(`
    SELECT DISTINCT v.key, v.word, v.best_rank AS bestRank
    FROM spelling_deletions d JOIN vocabulary v ON v.id = d.word_id
    WHERE d.hash IN (SELECT value FROM json_each(?)) AND v.best_rank <= ?`);

  return {
    lookup(word) {
      const key = toKey(word);
      const own = entryByKey.get(key);
      const lemma = lemmaEntry.get(key);
      if (own !== undefined && (own.defers_to_lemma === 0 || lemma === undefined)) {
        return toEntry(own, lemma?.word);
      }
      return lemma === undefined ? null : toEntry(lemma, lemma.word);
    },
    isKnown(word) {
      const key = toKey(word);
      return inVocabulary.get(key) !== undefined || (key.includes(' ') && hasEntry.get(key) !== undefined);
    },
    suggest(word, limit = 5) {
      const key = toKey(word);
      if (limit <= 0 || !SUGGESTIBLE_WORD.test(key)) return [];
      const hashes = [...deletions(key, maxEditsFor(key.length))].map(deletionHash);
      return rankSuggestions(word, candidates.all(JSON.stringify(hashes)), limit);
    },
    commonLookalikes(word) {
      const key = toKey(word);
      const found = standings.all(key, key);
      if (
        found.length === 0 ||
        !found.every(({ bestRank, listed }) => isRare({ bestRank, listed: listed === 1 }))
      )
        return [];
      // One edit apart, two words share a deletion of at most one letter (see spelling.ts).
      const hashes = [...deletions(key, 1)].map(deletionHash);
      return oneEditAway(key, commonCandidates.all(JSON.stringify(hashes), COMMON_WITHIN));
    },
    rank(word) {
      return vocabularyRank.get(toKey(word)) ?? null;
    },
    close() {
      db.close();
    },
  };
}

function toEntry(row: EntryRow, lemma: string | undefined): DictionaryEntry {
  const partsOfSpeech = row.pos === null ? [] : (row.pos.split(',') as PartOfSpeech[]);
  const entry: DictionaryEntry = {
    word: row.word,
    phonetic: row.phonetic,
    definition: displayDefinition(row.definition, partsOfSpeech),
    translation: displayTranslation(row.translation, partsOfSpeech),
    partOfSpeech: partsOfSpeech[0] ?? null,
    partsOfSpeech,
    exchanges: row.exchange === null ? {} : parseExchange(row.exchange).exchanges,
    tags: row.tags === null ? [] : row.tags.split(','),
  };
  if (lemma !== undefined) entry.lemma = lemma;
  return entry;
}
