import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const onePersonRule: Rule = {
  id: 'WordloomOnePerson',
  type: 'grammar',
  en: '"Everybody", "nobody" and "someone" take the verb for one person: "Nobody knows".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：everybody、nobody、someone 等不定代词作主语是单数，动词加 -s，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Nobody know the answer.', 'Nobody knows the answer.'],
      ['One of my friends live in London.', 'One of my friends lives in London.'],
      ['One of my friend lives in Shanghai.', 'One of my friends lives in Shanghai.'],
      ['Everyone like it.', 'Everyone likes it.'],
      ['Nearly everyone agree with me.', 'Nearly everyone agrees with me.'],
    ],
    right: [
      'Nobody knows the answer.',
      'One of my friends lives in London.',
      'One of my friends lives in Shanghai.',
      'Everyone likes it.',
      'Nearly everyone agrees with me.',
    ],
  },
};
