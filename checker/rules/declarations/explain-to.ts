import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const explainToRule: Rule = {
  id: 'WordloomExplainTo',
  type: 'grammar',
  en: 'You explain something "to" someone: "explained the rule to me".',
  zh: (o, s) =>
    `介词（preposition）：explain、describe、introduce 后面不能直接接人再接事物，要说 explain something to someone，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He explained me the rule.', 'He explained the rule to me.'],
      ['He explained me the problem.', 'He explained the problem to me.'],
      ['Please describe me your hometown.', 'Please describe your hometown to me.'],
      ['I want to introduce you my friend.', 'I want to introduce my friend to you.'],
    ],
    right: [
      'He explained the rule to me.',
      'He explained the problem to me.',
      'Please describe your hometown to me.',
      'I want to introduce my friend to you.',
    ],
  },
};
