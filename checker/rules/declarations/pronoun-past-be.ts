import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const pronounPastBeRule: Rule = {
  id: 'WordloomPronounPastBe',
  type: 'grammar',
  en: 'With "they", the past of "be" is "were".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：be 的过去式，I/he/she/it 用 was，we/you/they 用 were，${fix(o, s)}。`,
  examples: {
    wrong: [
      ["They was happy, but we wasn't.", "They were happy, but we weren't."],
      ['He were tired after the game.', 'He was tired after the game.'],
    ],
    right: ["They were happy, but we weren't.", 'He was tired after the game.'],
  },
};
