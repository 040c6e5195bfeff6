import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const modalVerbRule: Rule = {
  id: 'WordloomModalVerb',
  type: 'grammar',
  en: 'After "can", use the base form of the verb: "sing".',
  zh: (o, s) => `情态动词（modal verb）：情态动词后面用动词原形，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['She can sings very well.', 'She can sing very well.'],
      ['He can went home early.', 'He can go home early.'],
      ['They could even began to understand it.', 'They could even begin to understand it.'],
      ['She will not came tomorrow.', 'She will not come tomorrow.'],
      ["I can't went there alone.", "I can't go there alone."],
      ['The scraping will causes heat.', 'The scraping will cause heat.'],
      ["He can't speaking English.", "He can't speak English."],
      ['You should studying harder.', 'You should study harder.'],
      [
        'If you travel with a guide, you can learned a lot.',
        'If you travel with a guide, you can learn a lot.',
      ],
      ['You should used the car.', 'You should use the car.'],
    ],
    right: [
      'She can sing very well.',
      'He can go home early.',
      'They could even begin to understand it.',
      'She will not come tomorrow.',
      "I can't go there alone.",
    ],
  },
};
