import { colonSpace } from '../learner-punctuation';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const colonSpaceRule: WholeRule = {
  id: 'WordloomColonSpace',
  type: 'punctuation',
  en: 'A colon has a space after it: "I have a question: how do I get there?".',
  zh: (o, s) => `标点（punctuation）：英文冒号后面空一格，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I have a question:how do I get there?', 'I have a question: how do I get there?'],
      ['He said:"I am tired."', 'He said: "I am tired."'],
    ],
    right: ['I have a question: how do I get there?', 'He said: "I am tired."'],
  },
  lints: colonSpace,
};
