import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const beDoingRule: Rule = {
  id: 'WordloomBeDoing',
  type: 'grammar',
  en: 'After "am", a verb takes -ing for what is going on: "am studying".',
  zh: (o, s) =>
    `动词形式（verb form）：be 后面不直接接动词原形：正在进行用 -ing（I am studying English），习惯用一般现在时（I go to school every day），过去的事用一般过去时（I went yesterday），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I am study English now.', 'I am studying English now.'],
      ['Where are you go?', 'Where are you going?'],
      ['I was go to school yesterday.', 'I went to school yesterday.'],
      ['My father is work in a factory.', 'My father is working in a factory.'],
      ["I'm study English now.", "I'm studying English now."],
      ["She's work in a hospital.", "She's working in a hospital."],
      ['I am go to school every day.', 'I go to school every day.'],
      ['He is play football on Sundays.', 'He plays football on Sundays.'],
      ['I have been study English for five years.', 'I have been studying English for five years.'],
    ],
    right: [
      'I am studying English now.',
      'Where are you going?',
      'I went to school yesterday.',
      'My father is working in a factory.',
      "I'm studying English now.",
    ],
  },
};
