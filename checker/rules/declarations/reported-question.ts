import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const reportedQuestionRule: Rule = {
  id: 'WordloomReportedQuestion',
  type: 'grammar',
  en: 'A reported question opens with its question word, with no "that": "He asked me where I lived".',
  zh: (o, s) =>
    `间接疑问句（reported question）：ask 后面转述的问题由疑问词（where、what、whether、if…）开头，前面不加 that；一般疑问句用 if 引出，用陈述语序，asked 之后时态随之变成过去（He asked me if I liked it），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He asked me that where I lived.', 'He asked me where I lived.'],
      ['He asked his teacher that how to solve it.', 'He asked his teacher how to solve it.'],
      ['He asked me did I like it.', 'He asked me if I liked it.'],
      ['She asks him does he want tea.', 'She asks him if he wants tea.'],
    ],
    right: [
      'He asked me where I lived.',
      'He asked his teacher how to solve it.',
      'He asked me if I liked it.',
      'She asks him if he wants tea.',
    ],
  },
};
