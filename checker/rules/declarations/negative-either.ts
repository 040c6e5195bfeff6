import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const negativeEitherRule: Rule = {
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
};
