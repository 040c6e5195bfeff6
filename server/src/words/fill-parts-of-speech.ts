import type { RunInTransaction } from '../db/transaction';
import type { Dictionary } from '../dictionary';
import { withMainPart } from './new-word';
import type { WordsRepository } from './repository';

const BATCH = 500;

/**
 * Gives the words saved before migration 007 every part of speech the dictionary has for them, keeping the
 * one they had first, a batch per transaction. Runs at start-up once the dictionary is open; after the
 * first run it finds nothing. Answers how many words it filled.
 *
 * It invalidates no cached read: it runs before this instance serves any, and a page another instance
 * cached meanwhile is kept only READ_CACHE_TTL_MS (seconds).
 */
export async function fillPartsOfSpeech(
  words: WordsRepository,
  transaction: RunInTransaction,
  dictionary: Dictionary,
): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await words.unfilledPartsOfSpeech(BATCH);
    if (batch.length === 0) return filled;
    await transaction(async (trx) => {
      for (const word of batch) {
        const entry = dictionary.lookup(word.word);
        await words.setPartsOfSpeech(
          trx,
          word.id,
          withMainPart(word.part_of_speech, entry?.partsOfSpeech ?? []),
        );
      }
    });
    filled += batch.length;
  }
}
