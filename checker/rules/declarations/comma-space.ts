import { commaSpace } from '../learner-punctuation';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const commaSpaceRule: WholeRule = {
  id: 'WordloomCommaSpace',
  type: 'punctuation',
  en: 'A comma has a space after it, not before it: "apples, bananas".',
  zh: (o, s) => `标点（punctuation）：英文逗号紧跟前面的词，后面空一格，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I like apples,bananas and oranges.', 'I like apples, bananas and oranges.'],
      ['Hello , how are you?', 'Hello, how are you?'],
      ['Hello,my name is Li Lei.', 'Hello, my name is Li Lei.'],
      ['I like it ,but it is expensive.', 'I like it, but it is expensive.'],
    ],
    right: [
      'I like apples, bananas and oranges.',
      'Hello, how are you?',
      'Hello, my name is Li Lei.',
      'I like it, but it is expensive.',
    ],
  },
  lints: commaSpace,
};
