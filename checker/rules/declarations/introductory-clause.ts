import { introductoryClause } from '../learner-clause-comma';
import { q } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const introductoryClauseRule: WholeRule = {
  id: 'WordloomIntroductoryClause',
  type: 'punctuation',
  en: 'A comma ends the opening "If …" clause, before the main clause.',
  zh: (o) =>
    `标点（punctuation）：句首的从句或短语（if、when、because、in the morning 等引导）结束后（${q(o)} 之后）要加逗号，再接主句。`,
  examples: {
    wrong: [
      ['If you study hard you will pass the exam.', 'If you study hard, you will pass the exam.'],
      ['Because the weather was bad they stayed home.', 'Because the weather was bad, they stayed home.'],
      ['When I was a child there were no computers.', 'When I was a child, there were no computers.'],
      ['But if they need money they can work.', 'But if they need money, they can work.'],
      ['Even if it rains we will go.', 'Even if it rains, we will go.'],
      ['Even after school he has to study.', 'Even after school, he has to study.'],
      ['Before runtime we check the types.', 'Before runtime, we check the types.'],
      ['If you study hard your parents will be happy.', 'If you study hard, your parents will be happy.'],
      [
        'If the scroll notes merely that gold is hidden we dig.',
        'If the scroll notes merely that gold is hidden, we dig.',
      ],
    ],
    right: [
      'If you study hard, you will pass the exam.',
      'Because the weather was bad, they stayed home.',
      'When I was a child, there were no computers.',
      'But if they need money, they can work.',
      'Even if it rains, we will go.',
    ],
  },
  lints: introductoryClause,
};
