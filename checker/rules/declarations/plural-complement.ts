import { pluralComplement } from '../learner-agreement';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const pluralComplementRule: WholeRule = {
  id: 'WordloomPluralComplement',
  type: 'grammar',
  en: '"They are" is said of more than one, so the noun is plural: "students".',
  zh: (o, s) =>
    `单复数（plural）：主语是复数（we、they、my parents），表语名词也用复数（They are good students），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['They are good student.', 'They are good students.'],
      ['My parents are teacher.', 'My parents are teachers.'],
      ['We are such good friend.', 'We are such good friends.'],
    ],
    right: ['They are good students.', 'My parents are teachers.', 'We are such good friends.'],
  },
  lints: pluralComplement,
};
