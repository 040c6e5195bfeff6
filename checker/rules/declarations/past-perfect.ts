import { pastBeforePast } from '../learner-past-perfect';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const pastPerfectRule: WholeRule = {
  id: 'WordloomPastPerfect',
  type: 'grammar',
  en: 'What was over before a past time takes the past perfect: "By the time he came, I had already left".',
  zh: (o, s) =>
    `过去完成时（past perfect）：在过去某个时间之前已经完成的事用 had + 过去分词（By the time he came, I had already left），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['By the time he came, I already left.', 'By the time he came, I had already left.'],
      [
        'By the time we arrived, the train already went.',
        'By the time we arrived, the train had already gone.',
      ],
      ['When I arrived, the film has already started.', 'When I arrived, the film had already started.'],
      ['When he called, I have already gone to bed.', 'When he called, I had already gone to bed.'],
      [
        'When I arrived home, my mother has cooked dinner.',
        'When I arrived home, my mother had cooked dinner.',
      ],
    ],
    right: [
      'By the time he came, I had already left.',
      'By the time we arrived, the train had already gone.',
      'When I arrived, the film had already started.',
      'When he called, I had already gone to bed.',
      'When I arrived home, my mother had cooked dinner.',
    ],
  },
  lints: pastBeforePast,
};
