import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';
import { replacementLint, type RawLint } from '../../engine/lints';

export const toThereRule: WholeRule = {
  id: 'WordloomToThere',
  type: 'word-choice',
  en: '"there" needs no "to" in front of it.',
  zh: (o, s) => `介词（preposition）：there、here、outside、upstairs 等是副词，前面不加 to，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I want to go to there.', 'I want to go there.'],
      ['I have been to there many times.', 'I have been there many times.'],
      ["Let's go to outside.", "Let's go outside."],
    ],
    right: ['I want to go there.', 'I have been there many times.', "Let's go outside."],
  },
  lints: toThere,
};

/**
 * "go to there" -> "go there", "been to there", "go to outside": "there", "here", "outside" and the like
 * are adverbs and take no "to" after a verb of motion ("outside the city" is a preposition and its noun).
 */
function toThere(sentence: string): RawLint[] {
  const pattern =
    /\b(?:go|goes|going|went|gone|been|come|comes|coming|came|get|gets|got|getting|back|walk|walked|move|moved|travel|travelled|traveled|return|returned|drive|drove|fly|flew|run|ran)\s+(to\s+)(there|here|(?:outside|inside|upstairs|downstairs|overseas)(?=\s*(?:[.,!?;]|$|(?:and|but|to|for|with|now|again|together|quickly|alone)\b)))\b/gi;
  return [...sentence.matchAll(pattern)].map((match) => {
    const start = match.index + match[0].length - match[2]!.length - match[1]!.length;
    const end = start + match[1]!.length + match[2]!.length;
    const message = `"${match[2]}" needs no "to" in front of it.`;
    return replacementLint('WordloomToThere', 'WordChoice', sentence, start, end, match[2]!, message);
  });
}
