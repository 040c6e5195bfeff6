import type { ReviewRating } from '@contract';

export type TypedVerdict = 'correct' | 'close' | 'wrong';

/** Case, curly apostrophes and spacing are not spelling. */
function normalize(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Edits between two spellings, a swap of neighbouring letters ("appel") counting as one. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const SUGGESTED: Record<TypedVerdict, ReviewRating> = { correct: 'good', close: 'hard', wrong: 'again' };

/**
 * Judges what the learner typed for a card. `answer` is the form the sentence needs ("ran"), `word`
 * the word in their list ("run"). The right form is correct; the list's form in place of an inflected
 * one, or a slip of one letter (two in a long word), is close; anything else is wrong. The verdict
 * suggests a rating: good, hard, again.
 */
export function judgeTypedAnswer(
  typed: string,
  answer: string,
  word: string,
): { verdict: TypedVerdict; rating: ReviewRating } {
  const given = normalize(typed);
  const expected = normalize(answer);
  const tolerance = expected.length >= 8 ? 2 : 1;
  const verdict: TypedVerdict =
    given === expected
      ? 'correct'
      : given === normalize(word) || editDistance(given, expected) <= tolerance
        ? 'close'
        : 'wrong';
  return { verdict, rating: SUGGESTED[verdict] };
}
