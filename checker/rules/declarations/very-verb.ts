import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const veryVerbRule: Rule = {
  id: 'WordloomVeryVerb',
  type: 'word-choice',
  en: '"very" does not go before a verb: "really like" (or "like … very much").',
  zh: (o, s) => `用词（word choice）：very 不能修饰动词，可用 really，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I very like this book.', 'I really like this book.'],
      ["I don't very like it.", "I don't really like it."],
      ['He is very care about his health.', 'He really cares about his health.'],
      ['They are very care about their children.', 'They really care about their children.'],
      ['I very enjoyed the party.', 'I really enjoyed the party.'],
      ['She very likes music.', 'She really likes music.'],
    ],
    right: [
      'I really like this book.',
      "I don't really like it.",
      'He really cares about his health.',
      'They really care about their children.',
      'I really enjoyed the party.',
    ],
  },
};
