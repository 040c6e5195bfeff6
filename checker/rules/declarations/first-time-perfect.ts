import { firstTimePerfect } from '../learner-since';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const firstTimePerfectRule: WholeRule = {
  id: 'WordloomFirstTimePerfect',
  type: 'grammar',
  en: '"The first time" up to now takes the present perfect: "I have come".',
  zh: (o, s) =>
    `时态（tense）：This is the first time … 说的是到现在为止的第一次，用现在完成时（This is the first time I have come here），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['This is the first time I come here.', 'This is the first time I have come here.'],
      ['It is the first time she visits China.', 'It is the first time she has visited China.'],
      ['This is the first time I am here.', 'This is the first time I have been here.'],
    ],
    right: [
      'This is the first time I have come here.',
      'It is the first time she has visited China.',
      'This is the first time I have been here.',
    ],
  },
  lints: firstTimePerfect,
};
