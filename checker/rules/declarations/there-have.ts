import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const thereHaveRule: Rule = {
  id: 'WordloomThereHave',
  type: 'grammar',
  en: 'To say something exists, English uses "there are", not "there have".',
  zh: (o, s) => `there be 句型：表示“有”用 there is/are，不用 there have，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There have many people in the park.', 'There are many people in the park.'],
      [
        'There have a lot of people in the street yesterday.',
        'There were a lot of people in the street yesterday.',
      ],
      ['Last week there have a party at school.', 'Last week there was a party at school.'],
    ],
    right: [
      'There are many people in the park.',
      'There were a lot of people in the street yesterday.',
      'Last week there was a party at school.',
    ],
  },
};
