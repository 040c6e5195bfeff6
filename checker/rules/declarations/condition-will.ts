import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const conditionWillRule: Rule = {
  id: 'WordloomConditionWill',
  type: 'grammar',
  en: 'A condition ("If …") speaks of the future in the present: "it rains".',
  zh: (o, s) =>
    `时态（tense）：if、unless 引导的条件句用一般现在时表示将来，不用 will（If it rains tomorrow, we will stay at home），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['If it will rain tomorrow, we will stay at home.', 'If it rains tomorrow, we will stay at home.'],
      ['If he will be late, we will wait.', 'If he is late, we will wait.'],
      ['If she will fail the exam, she will be sad.', 'If she fails the exam, she will be sad.'],
      ['If I will be late, I will call you.', 'If I am late, I will call you.'],
      ['If he will come tomorrow, I will tell him.', 'If he comes tomorrow, I will tell him.'],
      ['If I will have time, I will come.', 'If I have time, I will come.'],
      ['Unless you will work hard, you will fail.', 'Unless you work hard, you will fail.'],
      ['You will fail unless you will work hard.', 'You will fail unless you work hard.'],
    ],
    right: [
      'If it rains tomorrow, we will stay at home.',
      'If he is late, we will wait.',
      'If she fails the exam, she will be sad.',
      'If I am late, I will call you.',
      'If he comes tomorrow, I will tell him.',
    ],
  },
};
