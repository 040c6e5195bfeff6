import { fix, q } from '../../engine/zh';
import type { Rule } from '../rule';

export const massNounPluralRule: Rule = {
  id: 'WordloomMassNounPlural',
  type: 'grammar',
  en: '"information" is uncountable: it has no plural, and takes "is".',
  zh: (o, s) =>
    `不可数名词（uncountable noun）：${q(s.replace(/^(?:a lot of|this|that|pieces of) /i, '').split(' ')[0] ?? s)} 不可数，没有复数形式${
      /^a lot of /i.test(s) ? '，也不用 many 修饰' : /^pieces of /i.test(s) ? '，要数的话用 pieces of' : ''
    }，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['The informations are useful.', 'The information is useful.'],
      ['The machineries are old.', 'The machinery is old.'],
      ['There are a lot of garbages in the street.', 'There is a lot of garbage in the street.'],
      ['We need new softwares for the computers.', 'We need new software for the computers.'],
      ['I have many homeworks.', 'I have a lot of homework.'],
      ['Many informations are useful.', 'A lot of information is useful.'],
      ['The homeworks are hard.', 'The homework is hard.'],
      ['He did a lot of researches.', 'He did a lot of research.'],
      ['The traffics are bad.', 'The traffic is bad.'],
      ['He has many evidences.', 'He has a lot of evidence.'],
      ['I bought two furnitures.', 'I bought two pieces of furniture.'],
      ['These informations are useful.', 'This information is useful.'],
      ['Those advices were good.', 'That advice was good.'],
      ['We had a lot of funs.', 'We had a lot of fun.'],
      ['We need these information.', 'We need this information.'],
      ['These advice are useful.', 'This advice is useful.'],
    ],
    right: [
      'The information is useful.',
      'The machinery is old.',
      'There is a lot of garbage in the street.',
      'We need new software for the computers.',
      'I have a lot of homework.',
    ],
  },
};
