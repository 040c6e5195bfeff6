import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const missingWhoRule: Rule = {
  id: 'WordloomMissingWho',
  type: 'grammar',
  en: '"people" are the subject of a second verb: "people who like".',
  zh: (o, s) =>
    `定语从句（relative clause）：一个分句里不能直接接两个谓语动词，要用 who 引出从句，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There are many people like to travel.', 'There are many people who like to travel.'],
      ['There are some problems need to be solved.', 'There are some problems that need to be solved.'],
      ['There are many things need to be done.', 'There are many things that need to be done.'],
      ['There are some changes need to be made.', 'There are some changes that need to be made.'],
      ['There is a man wants to see you.', 'There is a man who wants to see you.'],
      ['I have a friend lives in Beijing.', 'I have a friend who lives in Beijing.'],
      ['She has a son works in a bank.', 'She has a son who works in a bank.'],
      ['There were a lot of people enjoy the show.', 'There were a lot of people who enjoy the show.'],
    ],
    right: [
      'There are many people who like to travel.',
      'There are some problems that need to be solved.',
      'There are many things that need to be done.',
      'There are some changes that need to be made.',
      'There is a man who wants to see you.',
    ],
  },
};
