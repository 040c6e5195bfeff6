import { replacementLint, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import { isVerb } from '../../lexicon/forms';
import { ingForm, lemmasOfIng } from '../../lexicon/inflect';
import type { WholeRule } from '../rule';

export const spendTimeDoingRule: WholeRule = {
  id: 'WordloomSpendTimeDoing',
  type: 'grammar',
  en: 'Time is spent doing something: "solving".',
  zh: (o, s) =>
    `固定搭配（fixed phrase）：spend time doing something，time 后面用动词 -ing 形式，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I spent a lot of time to solve math problems.', 'I spent a lot of time solving math problems.'],
      ['She spends two hours to do her homework.', 'She spends two hours doing her homework.'],
      ["Don't waste time to play games.", "Don't waste time playing games."],
      ['They spend most of their time for working.', 'They spend most of their time working.'],
      ['I spent two hours for reading.', 'I spent two hours reading.'],
    ],
    right: [
      'I spent a lot of time solving math problems.',
      'She spends two hours doing her homework.',
      "Don't waste time playing games.",
      'They spend most of their time working.',
      'I spent two hours reading.',
    ],
  },
  lints: spendTimeTo,
};

/* moved */

/**
 * "spent a lot of time to solve" -> "solving", "Don't waste time to play" -> "playing", "They spend most of
 * their time for working" -> "working": time is spent doing something.
 */
const SPEND_TIME =
  /\b(spend|spends|spent|spending|waste|wastes|wasted|wasting)\s+(?:(?:a lot of|lot of|lots of|much|more|most|so much|too much|little|the whole|all|all my|my|his|her|their|our|your|most of (?:the|my|his|her|their|our|your)|a few|several|many|two|three|four|five|\d+)\s+)?(?:time|hours?|days?|weeks?|months?|years?|minutes?|evenings?|nights?|mornings?)\s+(to\s+([a-z]+)|for\s+([a-z]+ing))\b/gi;

export function spendTimeTo(sentence: string): RawLint[] {
  return [...sentence.matchAll(SPEND_TIME)].flatMap((match) => {
    // "to solve", or "for working" ("for nothing", "for the meeting" are no verb).
    const verb =
      match[3]?.toLowerCase() ?? lemmasOfIng(match[4]!.toLowerCase()).find((lemma) => isVerb(lemma));
    if (!verb || !isVerb(verb)) return [];
    const spent = /^wast/i.test(match[1]!) ? 'wasted' : 'spent';
    const start = match.index + match[0].length - match[2]!.length;
    const form = ingForm(verb);
    return [
      replacementLint(
        'WordloomSpendTimeDoing',
        'Grammar',
        sentence,
        start,
        start + match[2]!.length,
        form,
        `Time is ${spent} doing something: "${form}".`,
      ),
    ];
  });
}
