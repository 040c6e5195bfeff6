import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const differenceOrderRule: Rule = {
  id: 'WordloomDifferenceOrder',
  type: 'grammar',
  en: 'How much more goes before the comparative: "two years older than me".',
  zh: (o, s) =>
    `语序（word order）：相差多少放在比较级前面，“他比我大两岁” 是 He is two years older than me，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He is older than me two years.', 'He is two years older than me.'],
      ['My sister is taller than me five centimeters.', 'My sister is five centimeters taller than me.'],
    ],
    right: ['He is two years older than me.', 'My sister is five centimeters taller than me.'],
  },
};
