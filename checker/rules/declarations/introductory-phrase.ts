import { introductoryPhrase } from '../learner-clause-comma';
import { q } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const introductoryPhraseRule: WholeRule = {
  id: 'WordloomIntroductoryPhrase',
  type: 'punctuation',
  en: 'A comma ends a long introductory phrase, before the main clause.',
  zh: (o) => `标点（punctuation）：较长的句首介词短语结束后（${q(o)} 之后）要加逗号，再接主句。`,
  examples: {
    wrong: [
      [
        'In a market economy the price must reflect costs.',
        'In a market economy, the price must reflect costs.',
      ],
      [
        'During the long summer holiday we went to the beach.',
        'During the long summer holiday, we went to the beach.',
      ],
      ['In the morning I go to school.', 'In the morning, I go to school.'],
      ['In the morning the sun rises.', 'In the morning, the sun rises.'],
      ['But in the morning the students go to school.', 'But in the morning, the students go to school.'],
      ['I woke up. In the early morning the sun rose.', 'I woke up. In the early morning, the sun rose.'],
      ['During the war the soldiers fought.', 'During the war, the soldiers fought.'],
      ['During the holiday we visited my grandparents.', 'During the holiday, we visited my grandparents.'],
      ["In the morning I'm always tired.", "In the morning, I'm always tired."],
      ['At the end of the day it is your choice.', 'At the end of the day, it is your choice.'],
      ['Without saying a word he left.', 'Without saying a word, he left.'],
      ['With a lot of work to finish I stayed up late.', 'With a lot of work to finish, I stayed up late.'],
      ['In the rich family all the members have a car.', 'In the rich family, all the members have a car.'],
    ],
    right: [
      'In a market economy, the price must reflect costs.',
      'During the long summer holiday, we went to the beach.',
      'In the morning, I go to school.',
      'In the morning, the sun rises.',
      'But in the morning, the students go to school.',
    ],
  },
  lints: introductoryPhrase,
};
