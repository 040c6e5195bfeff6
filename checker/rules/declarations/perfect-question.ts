import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const perfectQuestionRule: Rule = {
  id: 'WordloomPerfectQuestion',
  type: 'grammar',
  en: 'A question in the present perfect starts with "have": "Have you finished your homework?".',
  zh: (o, s) =>
    `疑问句（question）：现在完成时的疑问句把 have/has 放到主语前，不用 do（Have you finished your homework?），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Do you have finished your homework?', 'Have you finished your homework?'],
      ['Does she have seen the film?', 'Has she seen the film?'],
      ['Did you have finished your homework?', 'Have you finished your homework?'],
      ['Do you have ever been to Beijing?', 'Have you ever been to Beijing?'],
    ],
    right: [
      'Have you finished your homework?',
      'Has she seen the film?',
      'Have you finished your homework?',
      'Have you ever been to Beijing?',
    ],
  },
};
