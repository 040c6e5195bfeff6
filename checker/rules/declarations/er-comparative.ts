import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const erComparativeRule: Rule = {
  id: 'WordloomErComparative',
  type: 'grammar',
  en: 'A short adjective compares with "-er": "taller than me", not "more tall".',
  zh: (o, s) =>
    `比较级（comparative）：单音节形容词和以 -y 结尾的形容词比较时加 -er，不用 more（taller、bigger、happier），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['My younger brother is more tall than me.', 'My younger brother is taller than me.'],
      ['She is more happy than before.', 'She is happier than before.'],
      ['He is as taller as his father.', 'He is as tall as his father.'],
      ["He is too young that he can't go.", "He is so young that he can't go."],
      ['She sings very well than me.', 'She sings better than me.'],
      ['He is very tall than me.', 'He is taller than me.'],
      ['He is very taller than me.', 'He is much taller than me.'],
      ['It is much more colder today.', 'It is much colder today.'],
      ["It's getting more and more hot.", "It's getting hotter and hotter."],
      ['His English is better than me.', 'His English is better than mine.'],
      ['My bag is bigger than you.', 'My bag is bigger than yours.'],
      ['He was very tired that he fell asleep.', 'He was so tired that he fell asleep.'],
    ],
    right: [
      'My younger brother is taller than me.',
      'She is happier than before.',
      'He is as tall as his father.',
      "He is so young that he can't go.",
      'She sings better than me.',
    ],
  },
};
