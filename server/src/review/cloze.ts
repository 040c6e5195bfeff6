import { CLOZE_BLANK, PARTS_OF_SPEECH, type Cloze, type ClozeSource } from '@contract';
import { locateWord } from '../ai';
import type { Dictionary } from '../dictionary';
import type { WordRow } from '../words';
import type { ReviewRepository, SentenceSource } from './repository';

/* Sentences read per source before giving up: a generation lists the word but may use it oddly. */
const CANDIDATES = 5;

export type ClozeDictionary = Pick<Dictionary, 'lookup' | 'dictionaryExample'>;

/** The sentence with the form of the word it uses blanked out, or null when it does not use it. */
export function clozeFrom(
  source: SentenceSource,
  word: string,
  dictionary: Pick<Dictionary, 'lookup'>,
  origin: ClozeSource,
): Cloze | null {
  const use = locateWord(source.sentence, word, dictionary);
  if (use === null) return null;
  return {
    text: source.sentence.slice(0, use.start) + CLOZE_BLANK + source.sentence.slice(use.end),
    answer: source.sentence.slice(use.start, use.end),
    translation: source.translation,
    generationId: source.generationId,
    sentence: source.sentence,
    source: origin,
  };
}

export interface ClozesFound {
  /** By word id; null when no source has a sentence that uses the word. */
  clozes: Map<string, Cloze | null>;
  /** Words with no cloze from any source and no sentence of the AI's pool: what the pool may write. */
  uncovered: WordRow[];
}

/**
 * A cloze for each of a learner's words (by word id), from the first source that has a sentence using a
 * form of the word, in CLOZE_SOURCES' order: the sentence the word was saved with, the learner's own
 * generations, public ones, the dictionary's examples (WordNet, of the word's part of speech), the
 * platform AI's pool. At most three statements for the whole page of cards, each only for the words the
 * sources before left without one; the dictionary is its own index, not the database.
 */
export async function findClozes(
  review: ReviewRepository,
  dictionary: ClozeDictionary,
  words: WordRow[],
): Promise<ClozesFound> {
  const clozes = new Map<string, Cloze | null>(words.map((word) => [word.id, null]));
  const without = () => words.filter((word) => clozes.get(word.id) === null);
  const firstUse = (sources: SentenceSource[] | undefined, word: WordRow, origin: ClozeSource) => {
    for (const source of sources ?? []) {
      const cloze = clozeFrom(source, word.word, dictionary, origin);
      if (cloze) return cloze;
    }
    return null;
  };
  const fill = (word: WordRow, cloze: Cloze | null) => {
    if (cloze) clozes.set(word.id, cloze);
  };

  for (const word of words) fill(word, firstUse(contextOf(word), word, 'context'));

  const userId = words[0]?.user_id;
  if (userId !== undefined && without().length > 0) {
    const own = await review.ownSentences(
      userId,
      without().map((word) => word.id),
    );
    for (const word of without()) fill(word, firstUse(own.get(word.id), word, 'own'));
  }

  if (without().length > 0) {
    const publicOnes = await review.publicSentences(keysOf(without()), CANDIDATES);
    for (const word of without()) fill(word, firstUse(publicOnes.get(word.word_key), word, 'community'));
  }

  for (const word of without()) fill(word, dictionaryCloze(word, dictionary));

  const pooled = without().length > 0 ? await review.aiSentences(keysOf(without())) : new Map();
  for (const word of without()) {
    const sentence = pooled.get(word.word_key);
    fill(word, sentence ? clozeFrom(sentence, word.word, dictionary, 'ai') : null);
  }
  return { clozes, uncovered: without().filter((word) => !pooled.has(word.word_key)) };
}

function keysOf(words: WordRow[]): string[] {
  return [...new Set(words.map((word) => word.word_key))];
}

function contextOf(word: WordRow): SentenceSource[] {
  const sentence = word.context_sentence;
  return sentence === null ? [] : [{ generationId: null, sentence, translation: null }];
}

/* WordNet's example of the card's part of speech, as the dictionary blanks it (it knows the form used). */
function dictionaryCloze(word: WordRow, dictionary: ClozeDictionary): Cloze | null {
  const partOfSpeech = PARTS_OF_SPEECH.find((part) => part === word.part_of_speech) ?? null;
  const example = dictionary.dictionaryExample(word.word, partOfSpeech);
  if (example === null) return null;
  return { ...example, translation: null, generationId: null, source: 'dictionary' };
}
