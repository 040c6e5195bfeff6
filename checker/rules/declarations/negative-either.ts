import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import { matchCase } from '../../lexicon/words';
import type { WholeRule, SentenceContext } from '../rule';

export const negativeEitherRule: WholeRule = {
  id: 'WordloomNegativeEither',
  type: 'word-choice',
  en: 'In a negative sentence, "also" at the end is "either": "I don\'t like it either".',
  zh: (o, s) =>
    `词语选择（word choice）：否定句里的 “也” 用 either，不用 too（I don't like it either），${fix(o, s)}。`,
  examples: {
    wrong: [
      ["I don't like it too.", "I don't like it either."],
      ["I'm not hungry too.", "I'm not hungry either."],
    ],
    right: ["I don't like it either.", "I'm not hungry either."],
  },
  lints: negativeToo,
};

/* moved */

/**
 * "I don't like it too." -> "either" (我也不喜欢): in a negative clause, "also" at the end is "either". Only a
 * "too" that ends its clause, with the "not", "n't" or "never" earlier in that clause ("I don't like it
 * too much" and "He didn't come, and I left too" are right).
 */
const NEGATION_WORD = /^(?:not|never)$|n't$/;
/** A mark that ends a clause: "I don't know too, but", "do not assume that - handle exits too". */
const CLAUSE_MARK = /[,;:.!?\u2013\u2014]|\s-\s/;

export function negativeToo(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((too, index) => {
    if (too.lower !== 'too' || index < 2) return;
    const next = words[index + 1];
    if (next && !CLAUSE_MARK.test(sentence.slice(too.end, next.start))) return;
    // The clause's first word: after the last mark before "too" ("I didn't go; she went too" is two).
    let start = index;
    while (start > 0 && !CLAUSE_MARK.test(sentence.slice(words[start - 1]!.end, words[start]!.start)))
      start -= 1;
    const at = words.slice(start, index).findLastIndex((word) => NEGATION_WORD.test(word.lower)) + start;
    if (at < start) return;
    // "We don't need to keep a copy there too": a "too" inside an infinitive or a second clause is said of
    // that ("keep a copy there too"), and "either" would change what is meant.
    const between = words.slice(at + 1, index);
    if (between.some((word) => /^(?:to|that|and|or|but|because|if|when)$/.test(word.lower))) return;
    lints.push(
      lint(
        'WordloomNegativeEither',
        'WordChoice',
        sentence,
        too.start,
        too.end,
        matchCase('either', too.text),
        'In a negative sentence, "also" at the end is "either": "I don\'t like it either".',
      ),
    );
  });
  return lints;
}
