import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const pronounPresentRule: Rule = {
  id: 'WordloomPronounPresent',
  type: 'grammar',
  en: 'With "they", the verb is "have": "they have".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：I 后用 am/have/do，we/you/they 后用 are/have/do，只有 he/she/it 用 is/has/does，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['This is because they has more free time.', 'This is because they have more free time.'],
      ['Because I has no money.', 'Because I have no money.'],
      ['I think you is right.', 'I think you are right.'],
      ['Because they is tired.', 'Because they are tired.'],
    ],
    right: [
      'This is because they have more free time.',
      'Because I have no money.',
      'I think you are right.',
      'Because they are tired.',
    ],
  },
};
