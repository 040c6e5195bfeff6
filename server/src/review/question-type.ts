import type { QuestionType } from '@contract';
import { cardDraw } from './card-seed';

/**
 * How a card is asked this time, among the learner's question types: cloze only when the card has one.
 * The types take turns as the card's review count grows, from a place fixed by the word (so cards reviewed
 * together are not all asked the same way): a card is asked every enabled way over time, and the same way
 * however often the queue is read before it is rated. With none left (only cloze, and no sentence), the
 * meaning is shown: recall, as a card without a sentence always was.
 */
export function questionFor(
  types: readonly QuestionType[],
  card: { wordId: string; reps: number },
  hasCloze: boolean,
): QuestionType {
  const possible = types.filter((type) => type !== 'cloze' || hasCloze);
  if (possible.length === 0) return 'recall';
  const start = Math.floor(cardDraw(card.wordId) * possible.length);
  return possible[(start + card.reps) % possible.length]!;
}
