import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const modalBeVerbRule: Rule = {
  id: 'WordloomModalBeVerb',
  type: 'grammar',
  en: '"decrease" is the verb after "would": no "be" before it.',
  zh: (o, s) =>
    `情态动词（modal verb）：will、would、can 等后面直接接动词原形，increase、decrease、happen 这类变化动词没有被动，不加 be，${fix(o, s)}。`,
  examples: {
    wrong: [
      [
        'The number of cars would be decrease in the future.',
        'The number of cars would decrease in the future.',
      ],
      ['She will be go to school tomorrow.', 'She will go to school tomorrow.'],
    ],
    right: ['The number of cars would decrease in the future.', 'She will go to school tomorrow.'],
  },
};
