import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const suggestThatRule: Rule = {
  id: 'WordloomSuggestThat',
  type: 'grammar',
  en: '"suggested" is followed by a clause, not an object and "to": "suggested that I go".',
  zh: (o, s) =>
    `句型（sentence pattern）：suggest 后面不用“宾语 + to do”，而用 that 从句（从句的主语用主格 I/he/she/we/they），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He suggested me to go home.', 'He suggested that I go home.'],
      ['He suggested me to be quiet.', 'He suggested that I be quiet.'],
    ],
    right: ['He suggested that I go home.', 'He suggested that I be quiet.'],
  },
};
