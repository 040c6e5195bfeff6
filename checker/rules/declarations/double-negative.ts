import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const doubleNegativeRule: Rule = {
  id: 'WordloomDoubleNegative',
  type: 'grammar',
  en: 'Two negatives make a positive: "Nobody doesn\'t know him" is "Everybody knows him".',
  zh: (o, s) =>
    `双重否定（double negative）：nobody、no one、nothing 本身就是否定，后面不再用 don't/can't；“没有人不……”就是“人人都……”（Everybody knows him），${fix(o, s)}。`,
  examples: {
    wrong: [["No one didn't come to the party.", 'Everyone came to the party.']],
    right: ['Everyone came to the party.'],
  },
};
