import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const fewerRule: Rule = {
  id: 'WordloomFewer',
  type: 'grammar',
  en: '"cars" are counted: "fewer cars", not "less" (which measures stuff: "less time").',
  zh: (o, s) =>
    `单复数（plural）：可数名词的复数前用 fewer，less 只修饰不可数名词（less time），${fix(o, s)}。`,
  examples: {
    wrong: [['There will be less cars in the future.', 'There will be fewer cars in the future.']],
    right: ['There will be fewer cars in the future.'],
  },
};
