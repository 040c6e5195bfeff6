import { q } from '../../engine/zh';
import type { Rule } from '../rule';

export const holidayNameRule: Rule = {
  id: 'WordloomHolidayName',
  type: 'spelling',
  en: 'A festival or a named day is a name, with a capital letter for each word: "the Spring Festival".',
  zh: (o, s) =>
    `大写（capitalization）：节日和纪念日的名称是专有名词，每个实词首字母大写，${q(o)} 应写作 ${q(s)}。`,
  examples: {
    wrong: [
      ['We celebrate the spring festival every year.', 'We celebrate the Spring Festival every year.'],
      ['I love the mid-autumn festival.', 'I love the Mid-Autumn Festival.'],
      ["Happy teachers' day!", "Happy Teachers' Day!"],
    ],
    right: [
      'We celebrate the Spring Festival every year.',
      'I love the Mid-Autumn Festival.',
      "Happy Teachers' Day!",
    ],
  },
};
