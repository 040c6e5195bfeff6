import type { Dictionary } from '../dictionary';
import { withMainPart } from './new-word';
import type { WordsRepository } from './repository';

const BATCH = 500;

/**
 * Gives the words saved before migration 007 every part of speech the dictionary has for them, keeping the
 * one they had first. Runs at start-up once the dictionary is open; after the first run it finds nothing.
 * Answers how many words it filled.
 */
export async function fillPartsOfSpeech(words: WordsRepository, dictionary: Dictionary): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await words.unfilledPartsOfSpeech(BATCH);
    if (batch.length === 0) return filled;
    await words.transaction(async (inTransaction) => {
      for (const word of batch) {
        const entry = dictionary.lookup(word.word);
        await inTransaction.setPartsOfSpeech(
          word.id,
          withMainPart(word.part_of_speech, entry?.partsOfSpeech ?? []),
        );
      }
    });
    filled += batch.length;
  }
}
