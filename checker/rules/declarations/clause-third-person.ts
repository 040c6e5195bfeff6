import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const clauseThirdPersonRule: Rule = {
  id: 'WordloomClauseThirdPerson',
  type: 'grammar',
  en: 'After "if", "the teacher" takes the present\'s -s form: "the teacher teaches".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：if、when、because 等引导的从句里，主语是单数第三人称（my mother、the teacher），一般现在时动词加 -s，${fix(o, s)}。`,
  examples: {
    wrong: [
      [
        'If the teacher teach them well, they will learn.',
        'If the teacher teaches them well, they will learn.',
      ],
      ['When my father come home, we eat dinner.', 'When my father comes home, we eat dinner.'],
      [
        'If the teacher let us go early, we play football.',
        'If the teacher lets us go early, we play football.',
      ],
    ],
    right: [
      'If the teacher teaches them well, they will learn.',
      'When my father comes home, we eat dinner.',
      'If the teacher lets us go early, we play football.',
    ],
  },
};
