import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const anotherPluralRule: Rule = {
  id: 'WordloomAnotherPlural',
  type: 'grammar',
  en: '"another" goes with one thing; with "people" it is "other".',
  zh: (o, s) => `限定词（determiner）：another 只修饰单数名词，复数名词前用 other，${fix(o, s)}。`,
  examples: {
    wrong: [['It makes problems for another people.', 'It makes problems for other people.']],
    right: ['It makes problems for other people.'],
  },
};
