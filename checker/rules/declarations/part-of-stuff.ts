import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const partOfStuffRule: Rule = {
  id: 'WordloomPartOfStuff',
  type: 'grammar',
  en: 'Part of "money" is still "money", one thing: "Some of the money was".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：some/most/all of 加不可数名词（money、water）作主语时，谓语用单数（Some of the money was stolen），${fix(o, s)}。`,
  examples: {
    wrong: [['Some of the money were stolen.', 'Some of the money was stolen.']],
    right: ['Some of the money was stolen.'],
  },
};
