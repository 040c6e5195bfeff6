import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const pluralSubjectVerbRule: Rule = {
  id: 'WordloomPluralSubjectVerb',
  type: 'grammar',
  en: '"More and more students" is more than one: the verb has no -s ("More and more students choose").',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是复数（many students、the advantages、people who …），一般现在时动词用原形，不加 -s，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['More and more students chooses to study abroad.', 'More and more students choose to study abroad.'],
      ['Many students spends too much time on games.', 'Many students spend too much time on games.'],
      ['The advantages outweighs the disadvantages.', 'The advantages outweigh the disadvantages.'],
      ['People who lives in cities are busier.', 'People who live in cities are busier.'],
      ['There are a lot of people who thinks so.', 'There are a lot of people who think so.'],
      ['The students plays football.', 'The students play football.'],
      ['The boys plays the guitar.', 'The boys play the guitar.'],
      ['Most of the people thinks so.', 'Most of the people think so.'],
      ['Many of my friends likes it.', 'Many of my friends like it.'],
      ['Students likes to play computer games.', 'Students like to play computer games.'],
      ['Computers helps us a lot.', 'Computers help us a lot.'],
      [
        'In my opinion, the advertisements makes products seem better than they are.',
        'In my opinion, the advertisements make products seem better than they are.',
      ],
      ['My best friends likes football.', 'My best friends like football.'],
      ['The heart disease patients shows improvement.', 'The heart disease patients show improvement.'],
      ['The city buses runs every ten minutes.', 'The city buses run every ten minutes.'],
      ["We can't deny that cars has many advantages.", "We can't deny that cars have many advantages."],
      ['Because students likes games, they play a lot.', 'Because students like games, they play a lot.'],
    ],
    right: [
      'More and more students choose to study abroad.',
      'Many students spend too much time on games.',
      'The advantages outweigh the disadvantages.',
      'People who live in cities are busier.',
      'There are a lot of people who think so.',
    ],
  },
};
