import { canInflectAs, type InflectedForm } from './exchange';
import { toKey } from './key';
import type { SourceEntry } from './source-entry';
import { SUGGESTIBLE_WORD } from './spelling';

export interface VocabularyWord {
  word: string;
  rank: number | null;
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
    this.#words.set(entry.key, { word: entry.word, rank: entry.rank });
    // An inflected form's own forms are where the junk is, and forms its parts of speech cannot have
    // (a pronoun's 'comparative') are generated nonsense too.
    if (lemma !== null) return;
    for (const { kind, form } of forms) {
      if (SUGGESTIBLE_WORD.test(form) && canInflectAs(kind, entry.partsOfSpeech)) {
        this.#forms.push({ word: form, rank: entry.rank });
      }
    }
  }

  /** The vocabulary; a form without a common entry of its own ('went') takes its base word's rank. */
  finish(): Map<string, VocabularyWord> {
    const added = new Map<string, VocabularyWord>();
    for (const form of this.#forms) {
      const key = toKey(form.word);
      if (this.#words.has(key)) continue;
      const earlier = added.get(key);
      if (earlier === undefined || (form.rank ?? Infinity) < (earlier.rank ?? Infinity)) added.set(key, form);
    }
    return new Map([...this.#words, ...added]);
  }
}
