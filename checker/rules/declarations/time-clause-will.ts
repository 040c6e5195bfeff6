import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const timeClauseWillRule: Rule = {
  id: 'WordloomTimeClauseWill',
  type: 'grammar',
  en: 'A time clause ("When …") speaks of the future in the present: "I finish".',
  zh: (o, s) =>
    `时态（tense）：when、after、before、until 引导的时间状语从句用一般现在时表示将来，不用 will（I will call you when I arrive），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['When I will finish, I will call you.', 'When I finish, I will call you.'],
      ["When she will be older, she'll travel the world.", "When she is older, she'll travel the world."],
      ['I will call you when I will arrive.', 'I will call you when I arrive.'],
      ['We will wait until she will come back.', 'We will wait until she comes back.'],
      ['When I will grow up, I want to be a doctor.', 'When I grow up, I want to be a doctor.'],
      ['As soon as I will get there, I will call you.', 'As soon as I get there, I will call you.'],
      ["I'll tell you after I will finish.", "I'll tell you after I finish."],
      ['I will call you as soon as I will arrive.', 'I will call you as soon as I arrive.'],
    ],
    right: [
      'When I finish, I will call you.',
      "When she is older, she'll travel the world.",
      'I will call you when I arrive.',
      'We will wait until she comes back.',
      'When I grow up, I want to be a doctor.',
    ],
  },
};
