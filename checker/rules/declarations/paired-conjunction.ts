import { q } from '../../engine/zh';
import type { Rule } from '../rule';

export const pairedConjunctionRule: Rule = {
  id: 'WordloomPairedConjunction',
  type: 'grammar',
  en: '"Although" already joins the clauses: leave out "but".',
  zh: (o) =>
    `连词（conjunction）：英语里 although/because 和 but/so 不能同时使用（不说“虽然…但是”“因为…所以”），${q(o)} 应删除。`,
  examples: {
    wrong: [
      ['Although it was late, but we went out.', 'Although it was late, we went out.'],
      ['Because I was tired, so I slept early.', 'Because I was tired, I slept early.'],
      ["Although I like it but I don't buy it.", "Although I like it, I don't buy it."],
      ['If you want to succeed, so you must work hard.', 'If you want to succeed, you must work hard.'],
    ],
    right: [
      'Although it was late, we went out.',
      'Because I was tired, I slept early.',
      "Although I like it, I don't buy it.",
      'If you want to succeed, you must work hard.',
    ],
  },
};
