import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const weatherItRule: Rule = {
  id: 'WordloomWeatherIt',
  type: 'grammar',
  en: 'The weather is "it": "It is very hot today".',
  zh: (o, s) =>
    `天气的说法（weather）：天气用 it 作主语，today、yesterday 说的是时间，放在句末（It is very hot today），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Today is very hot.', 'It is very hot today.'],
      ['Yesterday was so cold!', 'It was so cold yesterday!'],
    ],
    right: ['It is very hot today.', 'It was so cold yesterday!'],
  },
};
