import { participleAsVerbLints } from '../learner-past-perfect';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const participleAsVerbRule: WholeRule = {
  id: 'WordloomParticipleAsVerb',
  type: 'grammar',
  en: '"seen" needs "have"; said of the past, the verb is "saw": "I saw".',
  zh: (o, s) =>
    `时态（tense）：过去分词（seen、done、gone）不能单独作谓语，前面要有 have/has（I have seen it），说过去的事就用过去式（I saw him yesterday），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I seen him yesterday.', 'I saw him yesterday.'],
      ['We seen that film.', 'We have seen that film.'],
      ['She done her homework.', 'She has done her homework.'],
      ['I never seen such a thing.', 'I have never seen such a thing.'],
      ['They gone home.', 'They have gone home.'],
    ],
    right: [
      'I saw him yesterday.',
      'We have seen that film.',
      'She has done her homework.',
      'I have never seen such a thing.',
      'They have gone home.',
    ],
  },
  lints: participleAsVerbLints,
};
