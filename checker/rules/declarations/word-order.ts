import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const wordOrderRule: Rule = {
  id: 'WordloomWordOrder',
  type: 'grammar',
  en: 'The object goes before "well": "speaks English very well".',
  zh: (o, s) =>
    `语序（word order）：英语的宾语放在 well、very much 之前，always/often/never 等频率副词放在 be 动词之后，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['She speaks very well English.', 'She speaks English very well.'],
      ['I like very much reading.', 'I like reading very much.'],
      ['He often is late.', 'He is often late.'],
      ['I like very much English.', 'I like English very much.'],
      ['I visit often my grandmother.', 'I often visit my grandmother.'],
      ['He plays always football.', 'He always plays football.'],
      ['I every day go to school.', 'I go to school every day.'],
      ['I yesterday went to the park.', 'Yesterday I went to the park.'],
      ['I like very much it.', 'I like it very much.'],
      ['I like very much apples.', 'I like apples very much.'],
      ['Only with your help, we can finish it.', 'Only with your help can we finish it.'],
      ['I have seen already that movie.', 'I have already seen that movie.'],
      ['They know already the answer.', 'They already know the answer.'],
      ['He knows also the answer.', 'He also knows the answer.'],
    ],
    right: [
      'She speaks English very well.',
      'I like reading very much.',
      'He is often late.',
      'I like English very much.',
      'I often visit my grandmother.',
    ],
  },
};
