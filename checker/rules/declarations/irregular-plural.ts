import { fix, q } from '../../engine/zh';
import type { Rule } from '../rule';

export const irregularPluralRule: Rule = {
  id: 'WordloomIrregularPlural',
  type: 'grammar',
  en: 'The plural of this word is irregular: "mice".',
  zh: (o, s) => `不规则复数（irregular plural）：这个词的复数是 ${q(s)}，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I saw three mouses in the kitchen.', 'I saw three mice in the kitchen.'],
      ['The childs are playing.', 'The children are playing.'],
      ['The mans are working.', 'The men are working.'],
      ['My foots are cold.', 'My feet are cold.'],
    ],
    right: [
      'I saw three mice in the kitchen.',
      'The children are playing.',
      'The men are working.',
      'My feet are cold.',
    ],
  },
};
