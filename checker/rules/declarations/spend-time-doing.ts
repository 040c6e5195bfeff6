import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const spendTimeDoingRule: Rule = {
  id: 'WordloomSpendTimeDoing',
  type: 'grammar',
  en: 'Time is spent doing something: "solving".',
  zh: (o, s) =>
    `固定搭配（fixed phrase）：spend time doing something，time 后面用动词 -ing 形式，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I spent a lot of time to solve math problems.', 'I spent a lot of time solving math problems.'],
      ['She spends two hours to do her homework.', 'She spends two hours doing her homework.'],
      ["Don't waste time to play games.", "Don't waste time playing games."],
      ['They spend most of their time for working.', 'They spend most of their time working.'],
      ['I spent two hours for reading.', 'I spent two hours reading.'],
    ],
    right: [
      'I spent a lot of time solving math problems.',
      'She spends two hours doing her homework.',
      "Don't waste time playing games.",
      'They spend most of their time working.',
      'I spent two hours reading.',
    ],
  },
};
