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

/** Levenshtein distance, enough for single words and short phrases. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
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
