import { canInflectAs, type InflectedForm } from './exchange';
import { toKey } from './key';
import type { SourceEntry } from './source-entry';
import { SUGGESTIBLE_WORD } from './spelling';

export interface VocabularyWord {
  word: string;
  /** Orders suggestions: ECDICT's `frq`, else `bnc` (see SourceEntry). */
  rank: number | null;
  /** The better of the two corpus ranks (a form without an entry of its own: its base word's). */
  bestRank: number | null;
  /** On an exam list, the Oxford 3000 or Collins' stars, itself or through its base word. */
  listed: boolean;
}

/**
 * Gathers the learner vocabulary while the CSV streams by: the words that are known and can be suggested.
 * ECDICT also holds misspellings ('untill') and generated junk ('childrens'), so only common entries count,
 * plus the inflected forms of common base words.
 */
export class VocabularyCollector {
  readonly #words = new Map<string, VocabularyWord>();
  readonly #forms: VocabularyWord[] = [];

  add(entry: SourceEntry, forms: readonly InflectedForm[], lemma: string | null): void {
    if (!entry.common || !SUGGESTIBLE_WORD.test(entry.word)) return;
    const word = { word: entry.word, rank: entry.rank, bestRank: entry.bestRank, listed: entry.listed };
    this.#words.set(entry.key, word);
    // An inflected form's own forms are where the junk is, and forms its parts of speech cannot have
    // (a pronoun's 'comparative') are generated nonsense too.
    if (lemma !== null) return;
    for (const { kind, form } of forms) {
      if (SUGGESTIBLE_WORD.test(form) && canInflectAs(kind, entry.partsOfSpeech)) {
        this.#forms.push({ ...word, word: form });
      }
    }
  }

  /**
   * The vocabulary; a form without a common entry of its own ('went') takes its base word's ranks (the
   * most common base's, when several share it).
   */
  finish(): Map<string, VocabularyWord> {
    const added = new Map<string, VocabularyWord>();
    for (const form of this.#forms) {
      const key = toKey(form.word);
      if (this.#words.has(key)) continue;
      const earlier = added.get(key);
      added.set(key, earlier === undefined ? form : merge(earlier, form));
    }
    return new Map([...this.#words, ...added]);
  }
}

function merge(earlier: VocabularyWord, form: VocabularyWord): VocabularyWord {
  const first = (form.rank ?? Infinity) < (earlier.rank ?? Infinity) ? form : earlier;
  return {
    ...first,
    bestRank: better(earlier.bestRank, form.bestRank),
    listed: earlier.listed || form.listed,
  };
}

function better(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}
