import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const modalNoSRule: Rule = {
  id: 'WordloomModalNoS',
  type: 'grammar',
  en: '"must" has no -s form: "she must go".',
  zh: (o, s) =>
    `情态动词（modal verb）：can、must、should 等没有加 -s 的形式，主语是 he/she/it 也不变，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['She musts go now.', 'She must go now.'],
      ['He cans speak English.', 'He can speak English.'],
    ],
    right: ['She must go now.', 'He can speak English.'],
  },
};
