import { lowerWord, regularForms, tokensOf, withoutPossessive } from '../../../checker/text';
import type { Dictionary } from '../dictionary';

/*
 * Whether a generated sentence really uses a learner's word. Any inflection counts: the dictionary's
 * forms both ways ('go' -> went; 'went' in the sentence -> lemma go), then regular English endings as a
 * fallback for words the dictionary does not know (the checker's morphology). Matching is case-insensitive,
 * on the words of the checker's tokenizer (checker/text.ts).
 */

type Lookup = Pick<Dictionary, 'lookup'>;

/** Every form of a word that counts as using it. */
export function wordForms(word: string, dictionary: Lookup): Set<string> {
  const forms = new Set<string>();
  const bases = new Set<string>([lowerWord(word).trim()]);
  const entry = dictionary.lookup(word);
  if (entry) {
    bases.add(entry.word.toLowerCase());
    if (entry.lemma) bases.add(entry.lemma.toLowerCase());
  }
  for (const base of bases) {
    for (const form of regularForms(base)) forms.add(form);
    const baseEntry = base === word ? entry : dictionary.lookup(base);
    for (const form of Object.values(baseEntry?.exchanges ?? {})) forms.add(form.toLowerCase());
  }
  return forms;
}

/** Where a sentence uses a word: UTF-16 offsets of the form used ('ran' for 'run'). */
export interface WordUse {
  start: number;
  end: number;
}

/** Whether the sentence contains the word or one of its forms. */
export function usesWord(sentence: string, word: string, dictionary: Lookup): boolean {
  return locateWord(sentence, word, dictionary) !== null;
}

/** The first place the sentence uses the word or one of its forms, or null. */
export function locateWord(sentence: string, word: string, dictionary: Lookup): WordUse | null {
  const parts = lowerWord(word).trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length > 1) return locatePhrase(sentence, parts, dictionary);
  const { forms, bases } = knownForms(parts[0]!, dictionary);
  const candidates = candidateSpans(sentence);
  // The word's own forms first (no lookups); then tokens whose dictionary lemma is the word ('went' -> go).
  const byForm = candidates.find(({ text }) => forms.has(text));
  const byLemma =
    byForm ??
    candidates.find(({ text }) => {
      const lemma = lemmaOf(text, dictionary);
      return lemma !== null && bases.has(lemma);
    });
  return byLemma ? { start: byLemma.start, end: byLemma.start + byLemma.text.length } : null;
}

interface CandidateSpan {
  /** Lower-cased, with a straight apostrophe. */
  text: string;
  start: number;
}

/* Each token, then without a possessive 's, then each part of a hyphenated word, with its offset. */
function candidateSpans(sentence: string): CandidateSpan[] {
  return tokensOf(sentence, { compounds: true }).flatMap((token) => {
    const bare = withoutPossessive(token);
    return [token, ...(bare === token ? [] : [bare]), ...token.parts].map(({ lower, start }) => ({
      text: lower,
      start,
    }));
  });
}

interface KnownForms {
  forms: Set<string>;
  bases: Set<string | undefined>;
}

/*
 * The dictionary does not change while the server runs, so what is read from it for a word is worked out
 * once: a review queue locates twenty words at a time, each in up to five sentences whose other words
 * ('the', 'yesterday') recur in every sentence. Bounded: a cache is emptied when full.
 */
const CACHE_SIZE = 20_000;

/** A function of (word, dictionary), remembered per dictionary. */
function memoized<T>(work: (word: string, dictionary: Lookup) => T): (word: string, dictionary: Lookup) => T {
  const caches = new WeakMap<Lookup, Map<string, T>>();
  return (word, dictionary) => {
    let cache = caches.get(dictionary);
    if (!cache) caches.set(dictionary, (cache = new Map()));
    if (cache.has(word)) return cache.get(word)!;
    const value = work(word, dictionary);
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(word, value);
    return value;
  };
}

const knownForms = memoized((word, dictionary): KnownForms => {
  const entry = dictionary.lookup(word);
  return {
    forms: wordForms(word, dictionary),
    bases: new Set([word, entry?.word.toLowerCase(), entry?.lemma?.toLowerCase()]),
  };
});

/** The base word of an inflected form ('went' -> 'go'), lower-cased, or null. */
const lemmaOf = memoized((token, dictionary) => dictionary.lookup(token)?.lemma?.toLowerCase() ?? null);

/* 'look up' is used by 'looked up' and 'looks up'; 'ice cream' by 'ice creams': inflect the first or last word. */
function locatePhrase(sentence: string, parts: string[], dictionary: Lookup): WordUse | null {
  const variants = (index: number) =>
    parts.map((part, position) =>
      position === index ? [...wordForms(part, dictionary)].map(escapeRegExp) : [escapeRegExp(part)],
    );
  let found: WordUse | null = null;
  for (const index of [0, parts.length - 1]) {
    const pattern = variants(index)
      .map((alternatives) => `(?:${alternatives.join('|')})`)
      .join('[\\s-]+');
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(sentence);
    if (match && (found === null || match.index < found.start)) {
      found = { start: match.index, end: match.index + match[0].length };
    }
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words the sentence does not use, in the order given. */
export function missingWords(sentence: string, words: string[], dictionary: Lookup): string[] {
  return words.filter((word) => !usesWord(sentence, word, dictionary));
}
