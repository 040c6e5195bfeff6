import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const countedPluralRule: Rule = {
  id: 'WordloomCountedPlural',
  type: 'grammar',
  en: '"people" can be counted: "many people".',
  zh: (o, s) =>
    `可数名词（countable noun）：much 修饰不可数名词，可数名词复数前用 many（How many books），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There are much people here.', 'There are many people here.'],
      ['She has very much friends.', 'She has a lot of friends.'],
      ['How much books do you have?', 'How many books do you have?'],
      ['There is too much cars on the road.', 'There are too many cars on the road.'],
    ],
    right: [
      'There are many people here.',
      'She has a lot of friends.',
      'How many books do you have?',
      'There are too many cars on the road.',
    ],
  },
};
