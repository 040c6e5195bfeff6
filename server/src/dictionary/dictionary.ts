import Database from 'better-sqlite3';
import { CLOZE_BLANK } from '@contract';
import { bookReads, type BookReads } from './book-reads';
import { BOOK_IDS, type BookId } from './books';
import { confusableReads, type ConfusableGroup } from './confusables';
import { displayDefinition, displayTranslation } from './display-text';
import { asSentence, exampleReads } from './example-reads';
import { parseExchange, type Exchanges } from './exchange';
import { toKey } from './key';
import { storedPartsOfSpeech, type PartOfSpeech } from './parts-of-speech';
import { COMMON_WITHIN, isRare, oneEditAway, type CommonCandidate } from './real-word-slips';
import { wordRootReads, type WordRoot } from './roots';
import { toSenses, type Sense } from './senses';
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
  /** The English definition's senses, the main part of speech's first ('take' leads with a verb). */
  senses: Sense[];
  /** How common the headword is: ECDICT's `frq`, else `bnc` (1 = most common); null when neither ranks it. */
  frequencyRank: number | null;
  /** Set when the looked-up word is an inflected form of another word: 'went' -> 'go', 'better' -> 'good'. */
  lemma?: string;
}

/** The entry a learner reads on a word's card: the lookup with sentences, roots and confusable words. */
export interface FullDictionaryEntry extends DictionaryEntry {
  /** Example sentences that use a form of the word, best first (see `examples`). */
  examples: string[];
  /** Its roots and affixes ('predict': pre-, dic/dict), prefixes first. */
  roots: WordRoot[];
  /** Groups of words it is easily confused with, each with a note in Chinese on what tells them apart. */
  confusables: ConfusableGroup[];
}

/** A dictionary example as a cloze: the sentence with the form of the word it uses blanked. */
export interface DictionaryCloze {
  sentence: string;
  /** The sentence with the form used replaced by CLOZE_BLANK. */
  text: string;
  /** The form the sentence uses ('took' for 'take'). */
  answer: string;
}

export interface BaseWord {
  /** As the dictionary writes it ('go', 'Monday'). */
  word: string;
  frequencyRank: number | null;
  /** The books holding it, in the order of BOOKS. */
  books: BookId[];
}

/** Examples a full entry shows. */
const ENTRY_EXAMPLES = 3;

export interface Dictionary extends BookReads {
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
  /**
   * How common a known word is, for spelling and checks: its corpus rank (1 = most common; a form takes
   * its base word's), else null; misspellings and obscure entries have none.
   */
  rank(word: string): number | null;
  /** The rank of the entry a lookup finds (`frequencyRank` of `lookup`), the one books are ordered by. */
  frequencyRank(word: string): number | null;
  /**
   * Of each word, the base word a lookup gives ('went' -> go; a word that is no form, itself) with that
   * base word's `frequencyRank` and books; words the dictionary lacks are left out. One statement for all of them,
   * without the entries' texts: reading asks it of every word of a 20,000-character text.
   */
  baseWords(words: readonly string[]): Map<string, BaseWord>;
  /** `lookup` with example sentences, roots and confusable words. */
  lookupInFull(word: string): FullDictionaryEntry | null;
  /**
   * The word's example sentences (WordNet's, each using a form of it, 4 to 25 words), best first: those of
   * the part of speech given (else the word's main one), of its most frequent senses and of a medium length.
   */
  examples(word: string, partOfSpeech?: PartOfSpeech | null, limit?: number): string[];
  /** The best example as a cloze for the word, or null when the dictionary has none. */
  dictionaryExample(word: string, partOfSpeech?: PartOfSpeech | null): DictionaryCloze | null;
  /** The word's roots and affixes (its base word's too: 'predicted' has pre- and dic/dict). */
  roots(word: string): WordRoot[];
  /** The groups of easily confused words the word (or its base word) is in. */
  confusables(word: string): ConfusableGroup[];
  close(): void;
}

interface EntryRow {
  key: string;
  word: string;
  phonetic: string | null;
  definition: string | null;
  translation: string | null;
  /** Comma-separated, main one first. */
  pos: string | null;
  exchange: string | null;
  tags: string | null;
  rank: number | null;
  defers_to_lemma: 0 | 1;
}

const ENTRY_COLUMNS =
  'e.key, e.word, e.phonetic, e.definition, e.translation, e.pos, e.exchange, e.tags, e.rank, e.defers_to_lemma';

/** The entry a lookup lands on, and the base word when the word looked up is a form of it. */
interface Found {
  row: EntryRow;
  lemma: string | undefined;
}

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

  const examples = exampleReads(db);
  const roots = wordRootReads(db);
  const confusables = confusableReads(db);

  // Each key's own entry and its base word's (the one lemmaEntry picks), for chooseEntry, with their books.
  const baseWordRows = db.prepare<[string], BaseWordRow>(`
    SELECT k.value AS key, o.word AS ownWord, o.rank AS ownRank, o.defers_to_lemma AS ownDefers,
      (SELECT group_concat(b.book) FROM book_words b WHERE b.key = o.key) AS ownBooks,
      l.word AS lemmaWord, l.rank AS lemmaRank,
      (SELECT group_concat(b.book) FROM book_words b WHERE b.key = l.key) AS lemmaBooks
    FROM json_each(?) k
    LEFT JOIN entries o ON o.key = k.value
    LEFT JOIN entries l ON l.key = (
      SELECT i.lemma FROM inflections i JOIN entries e ON e.key = i.lemma
      WHERE i.form = k.value ORDER BY e.rank IS NULL, e.rank LIMIT 1)`);

  const find = (word: string): Found | null => {
    const key = toKey(word);
    const chosen = chooseEntry(entryByKey.get(key), lemmaEntry.get(key));
    return chosen && { row: chosen.row, lemma: chosen.lemma?.word };
  };
  /* The entry's key and its base word's: 'predicted' is found under 'predict' in the roots' lists. */
  const keysOf = (found: Found) =>
    found.lemma === undefined ? [found.row.key] : [found.row.key, toKey(found.lemma)];
  const storedExamples = (found: Found, partOfSpeech: PartOfSpeech | null | undefined, limit: number) =>
    examples(found.row.key, partOfSpeech ?? mainPartOfSpeech(found.row), limit);

  return {
    ...bookReads(db),
    lookup(word) {
      const found = find(word);
      return found && toEntry(found);
    },
    lookupInFull(word) {
      const found = find(word);
      if (found === null) return null;
      return {
        ...toEntry(found),
        examples: storedExamples(found, null, ENTRY_EXAMPLES).map(({ sentence }) => sentence),
        roots: roots(keysOf(found)),
        confusables: confusables(keysOf(found)),
      };
    },
    frequencyRank(word) {
      return find(word)?.row.rank ?? null;
    },
    baseWords(words) {
      const keys = new Map(words.map((word) => [word, toKey(word)]));
      const bases = new Map<string, BaseWord>();
      for (const row of baseWordRows.all(JSON.stringify([...new Set(keys.values())]))) {
        const base = baseWordOf(row);
        if (base) bases.set(row.key, base);
      }
      const found = new Map<string, BaseWord>();
      for (const [word, key] of keys) {
        const base = bases.get(key);
        if (base) found.set(word, base);
      }
      return found;
    },
    examples(word, partOfSpeech, limit = ENTRY_EXAMPLES) {
      const found = find(word);
      return found ? storedExamples(found, partOfSpeech, limit).map(({ sentence }) => sentence) : [];
    },
    dictionaryExample(word, partOfSpeech) {
      const found = find(word);
      const stored = found && storedExamples(found, partOfSpeech, 1)[0];
      if (!stored) return null;
      const { sentence, start, end } = asSentence(stored);
      return {
        sentence,
        text: sentence.slice(0, start) + CLOZE_BLANK + sentence.slice(end),
        answer: sentence.slice(start, end),
      };
    },
    roots(word) {
      const found = find(word);
      return found ? roots(keysOf(found)) : [];
    },
    confusables(word) {
      const found = find(word);
      return found ? confusables(keysOf(found)) : [];
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

type Chooseable = Pick<EntryRow, 'word' | 'rank' | 'defers_to_lemma'>;

interface BaseWordRow {
  key: string;
  ownWord: string | null;
  ownRank: number | null;
  ownDefers: 0 | 1;
  /** Comma-separated book ids, in no order. */
  ownBooks: string | null;
  lemmaWord: string | null;
  lemmaRank: number | null;
  lemmaBooks: string | null;
}

/*
 * The entry a lookup lands on: the word's own, unless it is only a form ('went' defers to 'go') and its
 * base word has one; with that base word when the word is a form of one.
 */
function chooseEntry<Row extends Chooseable>(
  own: Row | undefined,
  lemma: Row | undefined,
): { row: Row; lemma: Row | undefined } | null {
  if (own !== undefined && (own.defers_to_lemma === 0 || lemma === undefined)) return { row: own, lemma };
  return lemma === undefined ? null : { row: lemma, lemma };
}

/* The base word of a row of baseWordRows, by the rule of every lookup; null when the dictionary lacks the key. */
function baseWordOf(row: BaseWordRow): BaseWord | null {
  const own =
    row.ownWord === null
      ? undefined
      : { word: row.ownWord, rank: row.ownRank, defers_to_lemma: row.ownDefers, books: row.ownBooks };
  const lemma =
    row.lemmaWord === null
      ? undefined
      : { word: row.lemmaWord, rank: row.lemmaRank, defers_to_lemma: 0 as const, books: row.lemmaBooks };
  const chosen = chooseEntry(own, lemma);
  const base = chosen && (chosen.lemma ?? chosen.row);
  if (!base) return null;
  const books = new Set(base.books?.split(','));
  return { word: base.word, frequencyRank: base.rank, books: BOOK_IDS.filter((id) => books.has(id)) };
}

function mainPartOfSpeech(row: EntryRow): PartOfSpeech | null {
  return storedPartsOfSpeech(row.pos)[0] ?? null;
}

function toEntry({ row, lemma }: Found): DictionaryEntry {
  const partsOfSpeech = storedPartsOfSpeech(row.pos);
  const definition = displayDefinition(row.definition, partsOfSpeech);
  const entry: DictionaryEntry = {
    word: row.word,
    phonetic: row.phonetic,
    definition,
    translation: displayTranslation(row.translation, partsOfSpeech),
    partOfSpeech: partsOfSpeech[0] ?? null,
    partsOfSpeech,
    exchanges: row.exchange === null ? {} : parseExchange(row.exchange).exchanges,
    tags: row.tags === null ? [] : row.tags.split(','),
    senses: toSenses(definition),
    frequencyRank: row.rank,
  };
  if (lemma !== undefined) entry.lemma = lemma;
  return entry;
}
