import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const forSomeoneRule: Rule = {
  id: 'WordloomForSomeone',
  // "easy to me to" -> "for me" is word choice; "for us protect" -> "for us to protect" is filed under grammar.
  type: 'word-choice',
  en: 'Who finds it so is said with "for": "easy for me to …".',
  zh: (o, s) =>
    `介词（preposition）：“对某人来说很容易/重要（做某事）”用 it is easy for someone to do，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['It was very easy to me to understand why.', 'It was very easy for me to understand why.'],
      [
        'It is necessary for us protect the environment.',
        'It is necessary for us to protect the environment.',
      ],
      ['It is important for students study English.', 'It is important for students to study English.'],
    ],
    right: [
      'It was very easy for me to understand why.',
      'It is necessary for us to protect the environment.',
      'It is important for students to study English.',
    ],
  },
};
