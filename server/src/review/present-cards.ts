import type { ReviewCard } from '@contract';
import type { WordRow } from '../words';
import { findClozes, type ClozeDictionary } from './cloze';
import { presentCard } from './present';
import type { CardWithWord, ReviewRepository } from './repository';

/**
 * Cards as the API shows them, each with its cloze, and the words no source had a cloze for (a queue
 * page asks the AI's sentence pool for those).
 */
export async function presentCards(
  review: ReviewRepository,
  dictionary: ClozeDictionary,
  cards: CardWithWord[],
  now: Date,
): Promise<{ cards: ReviewCard[]; uncovered: WordRow[] }> {
  const { clozes, uncovered } = await findClozes(
    review,
    dictionary,
    cards.map((item) => item.word),
  );
  return { cards: cards.map((item) => presentCard(item, clozes.get(item.word.id) ?? null, now)), uncovered };
}
