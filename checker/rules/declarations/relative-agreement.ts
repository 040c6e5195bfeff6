import { relativeAgreement } from '../learner-relatives';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const relativeAgreementRule: WholeRule = {
  id: 'WordloomRelativeAgreement',
  type: 'grammar',
  en: '"who" stands for "a person", one: "who is".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：定语从句的动词要与先行词一致，先行词是单数，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['We need a person who are capable of it.', 'We need a person who is capable of it.'],
      ['She is a beautiful girl who like to sing.', 'She is a beautiful girl who likes to sing.'],
      ['The man who live next door is kind.', 'The man who lives next door is kind.'],
      ['It frees all resources that was used.', 'It frees all resources that were used.'],
      [
        'The companies that has the certification will win.',
        'The companies that have the certification will win.',
      ],
      ['My sister, who live in Shanghai, is a nurse.', 'My sister, who lives in Shanghai, is a nurse.'],
      ['The man who still refuse to pay is here.', 'The man who still refuses to pay is here.'],
      ['I have a friend who never lie.', 'I have a friend who never lies.'],
      [
        'My hometown is a beautiful place which have many trees.',
        'My hometown is a beautiful place which has many trees.',
      ],
      ['I bought a book which are very interesting.', 'I bought a book which is very interesting.'],
      ['Companies that has money win.', 'Companies that have money win.'],
      [
        'When big companies that has money come, prices fall.',
        'When big companies that have money come, prices fall.',
      ],
    ],
    right: [
      'We need a person who is capable of it.',
      'She is a beautiful girl who likes to sing.',
      'The man who lives next door is kind.',
      'It frees all resources that were used.',
      'The companies that have the certification will win.',
    ],
  },
  lints: relativeAgreement,
};
