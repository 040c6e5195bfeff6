import type Database from 'better-sqlite3';
import { parseExchange } from './exchange';
import { toKey } from './key';
import { storedPartsOfSpeech } from './parts-of-speech';
import { findUse, tokenSpans, type TokenSpan, type WordUse } from './word-use';
import type { WordnetExample } from './wordnet';

/*
 * Example sentences for the words of the dictionary, from WordNet. A sentence is kept for a word when it
 * uses a form of it (ECDICT's exchange data: 'took' for 'take') and is of a learner's length. Each word
 * gets the examples of its own senses; a word with fewer than OWN_ENOUGH of those (WordNet has no synsets
 * for 'although' or 'within') also gets up to MET_PER_WORD sentences from other words' senses in which it
 * is used. So does a word whose main part of speech WordNet does not cover: its own synsets show 'in' as
 * an adverb ('smash in the door'), while sentences that merely use it show it as the preposition it
 * mostly is, so those come first. No sentence is ever made up.
 */

export const LEARNER_LENGTH = { min: 4, max: 25 } as const;
/* A sentence of about this many words is long enough to give context and short enough to read at a glance. */
const IDEAL_LENGTH = 10;
const OWN_ENOUGH = 2;
const MET_PER_WORD = 3;
/*
 * Quality, lower is better: a rarer sense costs SENSE_COST per step (the most frequent sense teaches the
 * word best), each word off the ideal length costs 1, and a sentence of a part of speech that is not the
 * word's main one (a sentence met in another word's sense, for a noun, verb, adjective or adverb; one of
 * its own senses, for a preposition or conjunction) comes after the others.
 */
const SENSE_COST = 3;
const MAX_SENSE_STEPS = 10;
const OFF_MAIN_PART_COST = 100;
const WORDNET_PARTS: ReadonlySet<string> = new Set(['noun', 'verb', 'adjective', 'adverb']);

interface ExampleRow extends WordUse {
  key: string;
  pos: string | null;
  quality: number;
  sentence: string;
}

export function wordCount(sentence: string): number {
  return sentence.trim().split(/\s+/).length;
}

function isLearnerLength(words: number): boolean {
  return words >= LEARNER_LENGTH.min && words <= LEARNER_LENGTH.max;
}

/** Writes the examples table from WordNet's examples; returns how many rows it wrote. */
export function writeExamples(db: Database.Database, examples: readonly WordnetExample[]): number {
  const words = headwords(db);
  const own = ownExamples(examples, words);
  const met = metExamples(examples, words, own.counts);
  const insert = db.prepare(`
    INSERT INTO examples (key, pos, quality, sentence, use_start, use_end)
    VALUES (@key, @pos, @quality, @sentence, @start, @end)`);
  for (const row of [...own.rows, ...met]) insert.run(row);
  return own.rows.length + met.length;
}

interface Headwords {
  /** The entry's spelling when the key is a headword lookups land on (an entry not deferring to its base). */
  spelling(key: string): string | null;
  /** The key and its forms, lower-cased. */
  forms(key: string): ReadonlySet<string>;
  /** Whether WordNet covers the word's main part of speech (ECDICT's), or it has none. */
  mainPartInWordnet(key: string): boolean;
  /** The headwords a token may be a form of: itself and its base words. */
  lemmas(token: string): readonly string[];
}

function headwords(db: Database.Database): Headwords {
  const entry = db.prepare<
    [string],
    { word: string; exchange: string | null; pos: string | null; defers: 0 | 1 }
  >('SELECT word, exchange, pos, defers_to_lemma AS defers FROM entries WHERE key = ?');
  const bases = db.prepare<[string], string>('SELECT lemma FROM inflections WHERE form = ?').pluck();
  const entries = cached((key: string) => entry.get(key) ?? null);
  const spelling = (key: string) => {
    const row = entries(key);
    return row === null || row.defers === 1 ? null : row.word;
  };
  return {
    spelling,
    forms: cached((key: string) => {
      const exchange = entries(key)?.exchange ?? '';
      return new Set([key, ...parseExchange(exchange).forms.map(({ form }) => toKey(form))]);
    }),
    mainPartInWordnet: (key) => {
      const main = storedPartsOfSpeech(entries(key)?.pos ?? null)[0];
      return main === undefined || WORDNET_PARTS.has(main);
    },
    lemmas: cached((token: string) => [token, ...bases.all(token)].filter((key) => spelling(key) !== null)),
  };
}

function cached<T>(work: (key: string) => T): (key: string) => T {
  const values = new Map<string, T>();
  return (key) => {
    if (!values.has(key)) values.set(key, work(key));
    return values.get(key)!;
  };
}

/** Each example for each word of its synset that it uses. */
function ownExamples(examples: readonly WordnetExample[], words: Headwords) {
  const rows: ExampleRow[] = [];
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const { sentence, partOfSpeech, words: synset } of examples) {
    const length = wordCount(sentence);
    if (!isLearnerLength(length)) continue;
    const tokens = tokenSpans(sentence);
    for (const { key, sense } of synset) {
      if (words.spelling(key) === null || seen.has(`${key}\n${sentence}`)) continue;
      const use = findUse(tokens, key.split(' '), words.forms);
      if (use === null) continue;
      seen.add(`${key}\n${sentence}`);
      const quality =
        Math.min(sense, MAX_SENSE_STEPS) * SENSE_COST +
        Math.abs(length - IDEAL_LENGTH) +
        (words.mainPartInWordnet(key) ? 0 : OFF_MAIN_PART_COST);
      rows.push({ key, pos: partOfSpeech, quality, sentence, ...use });
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return { rows, counts };
}

/**
 * For words with few examples of their own, or whose main part of speech WordNet lacks: the best sentences
 * of other senses that use them.
 */
function metExamples(
  examples: readonly WordnetExample[],
  words: Headwords,
  ownCounts: ReadonlyMap<string, number>,
): ExampleRow[] {
  const best = new Map<string, ExampleRow[]>();
  for (const { sentence, words: synset } of examples) {
    const length = wordCount(sentence);
    if (!isLearnerLength(length)) continue;
    const synsetKeys = new Set(synset.map(({ key }) => key));
    const tokens = tokenSpans(sentence);
    tokens.forEach((token, at) => {
      for (const key of words.lemmas(token.text)) {
        const mainPartInWordnet = words.mainPartInWordnet(key);
        if (synsetKeys.has(key) || (mainPartInWordnet && (ownCounts.get(key) ?? 0) >= OWN_ENOUGH)) continue;
        if (isNameUse(sentence, token, at, words.spelling(key)!)) continue;
        const quality = Math.abs(length - IDEAL_LENGTH) + (mainPartInWordnet ? OFF_MAIN_PART_COST : 0);
        keepBest(best, { key, pos: null, quality, sentence, start: token.start, end: token.end });
      }
    });
  }
  return [...best.values()].flat();
}

/*
 * 'Smith' inside a sentence is a name, not the word 'smith': a capitalised token past the first is
 * taken for a name unless the headword itself is capitalised ('London').
 */
function isNameUse(sentence: string, token: TokenSpan, at: number, spelling: string): boolean {
  const first = sentence[token.start]!;
  return at > 0 && first !== first.toLowerCase() && spelling[0] === spelling[0]!.toLowerCase();
}

function keepBest(best: Map<string, ExampleRow[]>, row: ExampleRow): void {
  const kept = best.get(row.key) ?? [];
  if (kept.some(({ sentence }) => sentence === row.sentence)) return;
  kept.push(row);
  kept.sort((a, b) => a.quality - b.quality);
  if (kept.length > MET_PER_WORD) kept.pop();
  best.set(row.key, kept);
}
