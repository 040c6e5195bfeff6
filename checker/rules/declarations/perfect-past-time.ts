import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const perfectPastTimeRule: Rule = {
  id: 'WordloomPerfectPastTime',
  type: 'grammar',
  en: 'A finished time in the past takes the simple past, not "have visited": "visited".',
  zh: (o, s) =>
    `时态（tense）：yesterday、last year、two days ago 这类已经结束的过去时间用一般过去时，不用现在完成时（have/has done），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I have visited Paris last year.', 'I visited Paris last year.'],
      ['She has gone to the shop yesterday.', 'She went to the shop yesterday.'],
      ['She has been to Beijing two days ago.', 'She went to Beijing two days ago.'],
      ['I have been busy yesterday.', 'I was busy yesterday.'],
      ['I have already finished my homework yesterday.', 'I already finished my homework yesterday.'],
    ],
    right: [
      'I visited Paris last year.',
      'She went to the shop yesterday.',
      'She went to Beijing two days ago.',
      'I was busy yesterday.',
      'I already finished my homework yesterday.',
    ],
  },
};
