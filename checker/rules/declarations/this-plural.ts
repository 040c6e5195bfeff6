import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const thisPluralRule: Rule = {
  id: 'WordloomThisPlural',
  type: 'grammar',
  en: '"cars" is plural: use "these".',
  zh: (o, s) =>
    `限定词（determiner）：this/that 修饰单数名词，复数名词前用 these/those（these books，this book），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['We need all this cars.', 'We need all these cars.'],
      ['This books are mine.', 'These books are mine.'],
      ['That shoes are expensive.', 'Those shoes are expensive.'],
      ['These book is interesting.', 'This book is interesting.'],
      ['For this reasons, I agree.', 'For these reasons, I agree.'],
    ],
    right: [
      'We need all these cars.',
      'These books are mine.',
      'Those shoes are expensive.',
      'This book is interesting.',
      'For these reasons, I agree.',
    ],
  },
};
