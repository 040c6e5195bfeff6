import type { Dictionary } from '../dictionary';

/** What the dictionary says of a word of a text, whoever reads it. */
export interface WordStanding {
  /** Its dictionary form, lower-cased ('went' -> 'go'); the word itself when the dictionary lacks it. */
  lemma: string;
  /** The first book (in the order of BOOKS) holding the lemma, or null. */
  level: string | null;
  /** The lemma's frequency rank (1 = most common), or null. */
  frequencyRank: number | null;
}

/*
 * The dictionary is read-only while the server runs, so what it says of a word is remembered by the reader
 * (a text of 20,000 characters repeats 'the' hundreds of times, and texts share most of their words), its
 * memory bounded: emptied when full.
 */
const CACHE_SIZE = 50_000;

/**
 * The standing of each word (lower-cased) of a text: the lemma by the dictionary's one morphology (ECDICT's
 * exchange data, as every lookup answers it: 'children' -> child, 'harvested' -> harvest), with the
 * lemma's rank and first book, so 'went' is as common as 'go' and in the same book. The words not
 * remembered are read in one statement.
 */
export function standingsReader(dictionary: Pick<Dictionary, 'baseWords'>) {
  const remembered = new Map<string, WordStanding>();

  return (keys: Iterable<string>): Map<string, WordStanding> => {
    const standings = new Map<string, WordStanding>();
    const unread = new Set<string>();
    for (const key of keys) {
      const standing = remembered.get(key);
      if (standing) standings.set(key, standing);
      else unread.add(key);
    }
    const bases = dictionary.baseWords([...unread]);
    for (const key of unread) {
      const base = bases.get(key);
      const lemma = base ? base.word.toLowerCase() : key;
      const standing = base
        ? { lemma, level: base.books[0] ?? null, frequencyRank: base.frequencyRank }
        : { lemma, level: null, frequencyRank: null };
      if (remembered.size >= CACHE_SIZE) remembered.clear();
      remembered.set(key, standing);
      standings.set(key, standing);
    }
    return standings;
  };
}
