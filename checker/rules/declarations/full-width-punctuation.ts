import { fullWidthMarks } from '../learner-punctuation';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const fullWidthPunctuationRule: WholeRule = {
  id: 'WordloomFullWidthPunctuation',
  type: 'punctuation',
  en: 'English uses its own punctuation: ",", not the Chinese "，".',
  zh: (o, s) =>
    `标点（punctuation）：英文句子用英文（半角）标点，不用中文全角标点，逗号、句号后面空一格，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I like apples，and bananas。', 'I like apples, and bananas.'],
      ['What is your name？', 'What is your name?'],
      [
        'I have three things to do：eat, sleep and study.',
        'I have three things to do: eat, sleep and study.',
      ],
      ['I bought apples、bananas and pears.', 'I bought apples, bananas and pears.'],
    ],
    right: [
      'I like apples, and bananas.',
      'What is your name?',
      'I have three things to do: eat, sleep and study.',
      'I bought apples, bananas and pears.',
    ],
  },
  lints: fullWidthMarks,
};
