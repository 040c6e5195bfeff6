import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const beBeforeHabitRule: Rule = {
  id: 'WordloomBeBeforeHabit',
  type: 'grammar',
  en: 'A habit needs no "is": "She always helps".',
  zh: (o, s) => `习惯（habit）：always、often、never 等说习惯时直接用动词，前面不用 be，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['She is always help me.', 'She always helps me.'],
      ['He is often go to the library.', 'He often goes to the library.'],
      ['I am never eat breakfast.', 'I never eat breakfast.'],
    ],
    right: ['She always helps me.', 'He often goes to the library.', 'I never eat breakfast.'],
  },
};
