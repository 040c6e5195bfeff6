import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const samePluralRule: Rule = {
  id: 'WordloomSamePlural',
  type: 'grammar',
  en: 'The plural of "sheep" is "sheep".',
  zh: (o, s) =>
    `单复数同形（same plural）：sheep、deer 这类名词的复数和单数一样，不加 -s（two sheep, many deer），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['The sheeps are eating grass.', 'The sheep are eating grass.'],
      ['I saw many deers.', 'I saw many deer.'],
    ],
    right: ['The sheep are eating grass.', 'I saw many deer.'],
  },
};
