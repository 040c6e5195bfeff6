import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const noPassiveRule: Rule = {
  id: 'WordloomNoPassive',
  type: 'grammar',
  en: 'One "graduated from" a school: "He graduated from Peking University".',
  zh: (o, s) =>
    `不及物动词（intransitive verb）：die、happen、occur、disappear、exist 没有被动语态，不用 be + 过去分词，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He is graduated from Peking University.', 'He graduated from Peking University.'],
      ['He was died in 2000.', 'He died in 2000.'],
      ['The accident was happened yesterday.', 'The accident happened yesterday.'],
      ['He was arrived late.', 'He arrived late.'],
      ['Many accidents are happened every day.', 'Many accidents happen every day.'],
      ['It is happened every day.', 'It happens every day.'],
    ],
    right: [
      'He graduated from Peking University.',
      'He died in 2000.',
      'The accident happened yesterday.',
      'He arrived late.',
      'Many accidents happen every day.',
    ],
  },
};
