import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const likeToDoRule: Rule = {
  id: 'WordloomLikeToDo',
  type: 'grammar',
  en: 'After "like", a verb takes "to" (or -ing): "like to play".',
  zh: (o, s) =>
    `非谓语动词（infinitive）：like、love、hate 后面的动词要加 to（或用 -ing 形式），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I like play basketball.', 'I like to play basketball.'],
      ['I like swim very much.', 'I like to swim very much.'],
      ['My brother likes swim.', 'My brother likes to swim.'],
      ['The dog likes swim.', 'The dog likes to swim.'],
      ['I like walk in the park.', 'I like to walk in the park.'],
      ['She likes read books.', 'She likes to read books.'],
      ["She doesn't like eat vegetables.", "She doesn't like to eat vegetables."],
      ['Do you like play games?', 'Do you like to play games?'],
    ],
    right: [
      'I like to play basketball.',
      'I like to swim very much.',
      'My brother likes to swim.',
      'The dog likes to swim.',
      'I like to walk in the park.',
    ],
  },
};
