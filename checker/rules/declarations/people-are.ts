import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const peopleAreRule: Rule = {
  id: 'WordloomPeopleAre',
  type: 'grammar',
  en: '"people" is plural: "people are".',
  zh: (o, s) => `主谓一致（subject–verb agreement）：people 是复数，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['The people is kind.', 'The people are kind.'],
      ['Nowadays, more and more people uses smartphones.', 'Nowadays, more and more people use smartphones.'],
      ['Working people is tired.', 'Working people are tired.'],
      ['I know people who was there.', 'I know people who were there.'],
    ],
    right: [
      'The people are kind.',
      'Nowadays, more and more people use smartphones.',
      'Working people are tired.',
      'I know people who were there.',
    ],
  },
};
