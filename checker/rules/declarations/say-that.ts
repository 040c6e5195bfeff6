import { sayThatLints } from '../learner-verb-patterns';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const sayThatRule: WholeRule = {
  id: 'WordloomSayThat',
  type: 'word-choice',
  en: '"told" needs the person told ("told me that"); without one, "said that".',
  zh: (o, s) =>
    `用词（word choice）：tell 后面要接“告诉的人”（told me that…）；不说对象时用 say（said that…），${fix(o, s)}。`,
  examples: {
    wrong: [['He told that he was tired.', 'He said that he was tired.']],
    right: ['He said that he was tired.'],
  },
  lints: sayThatLints,
};
