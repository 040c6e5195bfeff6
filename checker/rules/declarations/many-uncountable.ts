import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const manyUncountableRule: Rule = {
  id: 'WordloomManyUncountable',
  type: 'grammar',
  en: '"money" is uncountable: "many" counts things, so "a lot of money".',
  zh: (o, s) =>
    `不可数名词（uncountable noun）：many 只修饰可数名词的复数，不可数名词（money、water、homework、advice）用 a lot of 或 much，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He has many money.', 'He has a lot of money.'],
      ['I have many homework.', 'I have a lot of homework.'],
      ['There is many water.', 'There is a lot of water.'],
      ['How many money do you have?', 'How much money do you have?'],
      ['I have many work to do.', 'I have a lot of work to do.'],
      ['He has many pressure.', 'He has a lot of pressure.'],
    ],
    right: [
      'He has a lot of money.',
      'I have a lot of homework.',
      'There is a lot of water.',
      'How much money do you have?',
      'I have a lot of work to do.',
    ],
  },
};
