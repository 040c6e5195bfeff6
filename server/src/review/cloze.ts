import { CLOZE_BLANK, type Cloze } from '@contract';
import { locateWord } from '../ai/word-forms';
import type { Dictionary } from '../dictionary';
import type { WordRow } from '../words/repository';
import type { ReviewRepository, SentenceSource } from './repository';

/* Sentences read per source before giving up: a generation lists the word but may use it oddly. */
const CANDIDATES = 5;

type Lookup = Pick<Dictionary, 'lookup'>;

/** The sentence with the form of the word it uses blanked out, or null when it does not use it. */
export function clozeFrom(source: SentenceSource, word: string, dictionary: Lookup): Cloze | null {
  const use = locateWord(source.sentence, word, dictionary);
  if (use === null) return null;
  return {
    text: source.sentence.slice(0, use.start) + CLOZE_BLANK + source.sentence.slice(use.end),
    answer: source.sentence.slice(use.start, use.end),
    translation: source.translation,
    generationId: source.generationId,
    sentence: source.sentence,
  };
}

/**
 * A cloze for a learner's word: from their own generations first, then from public ones; null when no
 * sentence uses it (the card then shows the dictionary's definition and translation).
 */
export async function findCloze(
  review: ReviewRepository,
  dictionary: Lookup,
  word: WordRow,
): Promise<Cloze | null> {
  const sources = [
    () => review.ownSentences(word.user_id, word.id, CANDIDATES),
    () => review.publicSentences(word.word_key, CANDIDATES),
  ];
  for (const read of sources) {
    for (const source of await read()) {
      const cloze = clozeFrom(source, word.word, dictionary);
      if (cloze) return cloze;
    }
  }
  return null;
}
