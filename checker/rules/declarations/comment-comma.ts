import { commentComma } from '../learner-clause-comma';
import { q } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const commentCommaRule: WholeRule = {
  id: 'WordloomCommentComma',
  type: 'punctuation',
  en: 'A comma comes before a comment on the whole clause or a name ("which means that …", "Kyoto, which is …").',
  zh: (o) =>
    `标点（punctuation）：which means that、which is why、especially when 等是对前面整句话的补充说明，前面要加逗号：${q(o)} 后面加逗号。`,
  examples: {
    wrong: [
      [
        'They study disease which means that it will be safe.',
        'They study disease, which means that it will be safe.',
      ],
      ['He was late which is why we left.', 'He was late, which is why we left.'],
      [
        'Movies are more fun than books especially when you watch them with friends.',
        'Movies are more fun than books, especially when you watch them with friends.',
      ],
      ['We visited Paris which was crowded.', 'We visited Paris, which was crowded.'],
    ],
    right: [
      'They study disease, which means that it will be safe.',
      'He was late, which is why we left.',
      'Movies are more fun than books, especially when you watch them with friends.',
      'We visited Paris, which was crowded.',
    ],
  },
  lints: commentComma,
};
