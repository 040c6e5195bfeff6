import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const stateProgressiveRule: Rule = {
  id: 'WordloomStateProgressive',
  type: 'grammar',
  en: '"know" tells how things are, and takes no -ing for now: "I know".',
  zh: (o, s) =>
    `时态（tense）：know、understand、believe、own、belong 和表示“拥有”的 have 是状态动词，说现在的情况用一般现在时，不用进行时（I know the answer，She has a car），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I am knowing the answer.', 'I know the answer.'],
      ['She is having a car.', 'She has a car.'],
      ['I have been knowing him for years.', 'I have known him for years.'],
      ['She is having two brothers.', 'She has two brothers.'],
    ],
    right: ['I know the answer.', 'She has a car.', 'I have known him for years.', 'She has two brothers.'],
  },
};
