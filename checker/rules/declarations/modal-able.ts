import { fix, q } from '../../engine/zh';
import type { Rule } from '../rule';

export const modalAbleRule: Rule = {
  id: 'WordloomModalAble',
  type: 'grammar',
  en: 'After "will", it is "be able to".',
  zh: (o, s) =>
    s
      ? `情态动词（modal verb）：able 是形容词，情态动词后面要用 be able to，${fix(o, s)}。`
      : `情态动词（modal verb）：can 本身就是“能够”，不再加 able to，${q(o.trim())} 应删除。`,
  examples: {
    wrong: [
      ['We will able to go there.', 'We will be able to go there.'],
      ['I can able to swim.', 'I can swim.'],
      ["She can't able to come.", "She can't come."],
    ],
    right: ['We will be able to go there.', 'I can swim.', "She can't come."],
  },
};
