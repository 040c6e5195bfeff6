import { preferToLints } from '../learner-verb-patterns';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const preferToRule: WholeRule = {
  id: 'WordloomPreferTo',
  type: 'word-choice',
  en: '"Prefer" compares with "to": "prefer A to B".',
  zh: (o, s) => `固定搭配（fixed phrase）：prefer A to B（比起 B 更喜欢 A），不用 than，${fix(o, s)}。`,
  examples: {
    wrong: [['I prefer tea than coffee.', 'I prefer tea to coffee.']],
    right: ['I prefer tea to coffee.'],
  },
  lints: preferToLints,
};
