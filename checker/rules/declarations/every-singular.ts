import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const everySingularRule: Rule = {
  id: 'WordloomEverySingular',
  type: 'grammar',
  en: 'After "every", the noun is singular: "detail".',
  zh: (o, s) => `单复数（singular）：every、each、a/an、another 后面接单数名词，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I want to learn every details.', 'I want to learn every detail.'],
      ['They make a products and sell it.', 'They make a product and sell it.'],
      ['Everyone in my family has a cars.', 'Everyone in my family has a car.'],
      ['I need an apples.', 'I need an apple.'],
      ['You will have a reasons to live.', 'You will have a reason to live.'],
      ['The population of another fishes will grow.', 'The population of another fish will grow.'],
      ['I have two sisters and one brothers.', 'I have two sisters and one brother.'],
      ['They will become an experts in those areas.', 'They will become an expert in those areas.'],
      ['He is an adults now.', 'He is an adult now.'],
      ['Each people has different opinions.', 'Each person has different opinions.'],
    ],
    right: [
      'I want to learn every detail.',
      'They make a product and sell it.',
      'Everyone in my family has a car.',
      'I need an apple.',
      'You will have a reason to live.',
    ],
  },
};
