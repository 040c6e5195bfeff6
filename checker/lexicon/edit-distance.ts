/** What each edit costs; the plain distance counts every edit as 1. */
export interface EditCosts {
  /** Replacing letter `from` by `to` (different letters). */
  substitute(from: string, to: string): number;
  /** Adding or dropping `letter`, with `doubled` true when it stands next to the same letter ("hirring"). */
  insertOrDelete(letter: string, doubled: boolean): number;
}

const UNIT_COSTS: EditCosts = { substitute: () => 1, insertOrDelete: () => 1 };

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form: insertions, deletions, substitutions
 * and swaps of two neighbouring letters ('recieve') each count 1, or what `costs` says (a swap is always 1).
 * Returns `max + 1` as soon as the distance must exceed `max`, since candidates that far off are dropped
 * anyway.
 */
export function editDistance(a: string, b: string, max: number, costs: EditCosts = UNIT_COSTS): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const gaps = (word: string) =>
    Array.from(word, (letter, at) =>
      costs.insertOrDelete(letter, word[at - 1] === letter || word[at + 1] === letter),
    );
  const [gapA, gapB] = [gaps(a), gaps(b)];
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = [0];
  for (let j = 1; j <= b.length; j++) previous.push(previous[j - 1]! + gapB[j - 1]!);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const dropA = gapA[i - 1]!;
    current[0] = previous[0]! + dropA;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : costs.substitute(a[i - 1]!, b[j - 1]!);
      let value = Math.min(previous[j]! + dropA, current[j - 1]! + gapB[j - 1]!, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, max + 1);
}
