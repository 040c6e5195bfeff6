import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const difficultForRule: Rule = {
  id: 'WordloomDifficultFor',
  type: 'grammar',
  en: 'What is difficult is the task: "It is difficult for me to understand this question".',
  zh: (o, s) =>
    `形式主语（it … for sb. to do）：难的是这件事，不是人，说 It is difficult for me to understand this question，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I am difficult to understand this question.', 'It is difficult for me to understand this question.'],
      ['We were hard to find the way.', 'It was hard for us to find the way.'],
      ["It's too difficult to me.", "It's too difficult for me."],
    ],
    right: [
      'It is difficult for me to understand this question.',
      'It was hard for us to find the way.',
      "It's too difficult for me.",
    ],
  },
};
