import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const peopleInGeneralRule: Rule = {
  id: 'WordloomPeopleInGeneral',
  type: 'grammar',
  en: 'People in general are plural: "for students" (or "for a student").',
  zh: (o, s) =>
    `单复数（plural）：泛指一类人时用复数（for students），说一个人要加冠词（for a student），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['It is very important for student to study hard.', 'It is very important for students to study hard.'],
      ['It is difficult for child to understand.', 'It is difficult for children to understand.'],
      ['Student learn English at school.', 'Students learn English at school.'],
      ['When scientist assume it, they test it.', 'When scientists assume it, they test it.'],
      ['I think student learn better with games.', 'I think students learn better with games.'],
      ['Chinese student learn English.', 'Chinese students learn English.'],
      ['Good student study hard.', 'Good students study hard.'],
      ['Some student learn fast.', 'Some students learn fast.'],
    ],
    right: [
      'It is very important for students to study hard.',
      'It is difficult for children to understand.',
      'Students learn English at school.',
      'When scientists assume it, they test it.',
      'I think students learn better with games.',
    ],
  },
};
