import { CLOZE_BLANK, type Cloze } from '@contract';
import { locateWord } from '../ai';
import type { Dictionary } from '../dictionary';
import type { WordRow } from '../words';
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
    source: 'own',
  };
}

/**
 * A cloze for each of a learner's words (by word id): from their own generations first, then from public
 * ones; null when no sentence uses the word (the card then shows the dictionary's definition and
 * translation). Two statements for the whole page of cards.
 */
export async function findClozes(
  review: ReviewRepository,
  dictionary: Lookup,
  words: WordRow[],
): Promise<Map<string, Cloze | null>> {
  const clozes = new Map<string, Cloze | null>();
  const firstUse = (sources: SentenceSource[] | undefined, word: WordRow) => {
    for (const source of sources ?? []) {
      const cloze = clozeFrom(source, word.word, dictionary);
      if (cloze) return cloze;
    }
    return null;
  };
  const userId = words[0]?.user_id;
  if (userId === undefined) return clozes;
  const own = await review.ownSentences(
    userId,
    words.map((word) => word.id),
  );
  for (const word of words) clozes.set(word.id, firstUse(own.get(word.id), word));
  const without = words.filter((word) => clozes.get(word.id) === null);
  const keys = [...new Set(without.map((word) => word.word_key))];
  const publicOnes = await review.publicSentences(keys, CANDIDATES);
  for (const word of without) clozes.set(word.id, firstUse(publicOnes.get(word.word_key), word));
  return clozes;
}
