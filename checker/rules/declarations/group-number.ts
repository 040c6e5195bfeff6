import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const groupNumberRule: Rule = {
  id: 'WordloomGroupNumber',
  type: 'grammar',
  en: '"The police", "all of us" and "both of them" are more than one: "The police are coming", "Both of them are my friends".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：the police、all of us、both of them 是复数；mathematics、physics 这类学科名是单数；很多人的生活是 people's lives；说“够不够、太多”的时间或钱是一个整体，用单数（Two hours is not enough），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['The police is coming.', 'The police are coming.'],
      ['All of us has a dream.', 'All of us have a dream.'],
      ['Mathematics are difficult.', 'Mathematics is difficult.'],
      ["People's life has improved a lot.", "People's lives have improved a lot."],
      ['Two hours are not enough.', 'Two hours is not enough.'],
      ['Ten dollars are too much.', 'Ten dollars is too much.'],
      ['There are not anything I want.', 'There is not anything I want.'],
      ['Everyone in the class like him.', 'Everyone in the class likes him.'],
    ],
    right: [
      'The police are coming.',
      'All of us have a dream.',
      'Mathematics is difficult.',
      "People's lives have improved a lot.",
      'Two hours is not enough.',
    ],
  },
};
