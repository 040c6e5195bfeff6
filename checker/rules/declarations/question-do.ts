import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const questionDoRule: Rule = {
  id: 'WordloomQuestionDo',
  type: 'grammar',
  en: 'A question\'s "do" agrees with its subject: "Does he like coffee?", "Do they know?".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：疑问句里 do/does 要和主语一致，he/she 用 does，I/you/we/they 用 do，${fix(o, s)}。`,
  examples: {
    wrong: [['Do he like coffee?', 'Does he like coffee?']],
    right: ['Does he like coffee?'],
  },
};
