import { habitualPlural } from '../learner-habits';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const habitualPluralRule: WholeRule = {
  id: 'WordloomHabitualPlural',
  type: 'grammar',
  en: 'With "My parents", more than one, the verb has no -s: "My parents always encourage".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是复数（they、my parents），表示习惯（usually、always…）时动词用原形，不加 -s，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['My parents always encourages me.', 'My parents always encourage me.'],
      ['They usually goes to school by bus.', 'They usually go to school by bus.'],
      ['My parents often tells me to study.', 'My parents often tell me to study.'],
      ['Many students often spends a lot of money.', 'Many students often spend a lot of money.'],
      [
        'Advertisements often makes products seem much better than they really are.',
        'Advertisements often make products seem much better than they really are.',
      ],
      [
        'Young people usually spends a lot of time with their friends.',
        'Young people usually spend a lot of time with their friends.',
      ],
    ],
    right: [
      'My parents always encourage me.',
      'They usually go to school by bus.',
      'My parents often tell me to study.',
      'Many students often spend a lot of money.',
      'Advertisements often make products seem much better than they really are.',
    ],
  },
  lints: habitualPlural,
};
