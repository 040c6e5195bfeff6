import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const superlativeRule: Rule = {
  id: 'WordloomSuperlative',
  type: 'grammar',
  en: 'Compared with all of its kind, it is the superlative: "the most interesting book I have ever read".',
  zh: (o, s) =>
    `最高级（superlative）：与所有同类相比（I have ever read、in the world、of all）用最高级 the most，${fix(o, s)}。`,
  examples: {
    wrong: [
      [
        'This is the more interesting book I have ever read.',
        'This is the most interesting book I have ever read.',
      ],
      ['It is the more beautiful city in the world.', 'It is the most beautiful city in the world.'],
    ],
    right: [
      'This is the most interesting book I have ever read.',
      'It is the most beautiful city in the world.',
    ],
  },
};
