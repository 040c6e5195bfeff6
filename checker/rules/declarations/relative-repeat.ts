import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const relativeRepeatRule: Rule = {
  id: 'WordloomRelativeRepeat',
  type: 'grammar',
  en: '"Which" already stands for the thing: "the book which I bought" (no "it").',
  zh: (o, s) =>
    `定语从句（relative clause）：which、who、where 已经指代前面的名词，从句里不再用 it、him/her、there 重复，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['The book which I bought it yesterday is good.', 'The book which I bought yesterday is good.'],
      ['This is the place where I was born there.', 'This is the place where I was born.'],
      ['He is the person who I met him yesterday.', 'He is the person who I met yesterday.'],
      ['I have many friends who they help me.', 'I have many friends who help me.'],
      ['I have a teacher who she helps me a lot.', 'I have a teacher who helps me a lot.'],
      ['My friend who she lives in Beijing is kind.', 'My friend who lives in Beijing is kind.'],
      ['I have friends who they work at a bank.', 'I have friends who work at a bank.'],
      ['The book that I bought it yesterday is good.', 'The book that I bought yesterday is good.'],
      [
        "The girl who's father is a teacher is my friend.",
        'The girl whose father is a teacher is my friend.',
      ],
      ['The city where I live in is beautiful.', 'The city where I live is beautiful.'],
      ['I want to find a job which salary is high.', 'I want to find a job whose salary is high.'],
      ['I have a friend who name is Lily.', 'I have a friend whose name is Lily.'],
    ],
    right: [
      'The book which I bought yesterday is good.',
      'This is the place where I was born.',
      'He is the person who I met yesterday.',
      'I have many friends who help me.',
      'I have a teacher who helps me a lot.',
    ],
  },
};
