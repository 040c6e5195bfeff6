import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const partitivePluralRule: Rule = {
  id: 'WordloomPartitivePlural',
  type: 'grammar',
  en: 'After "Each of the", the noun is plural: "students".',
  zh: (o, s) =>
    `单复数（plural）：one of my、each of the、the number of、two kinds of 这类表示“其中之一/数量”的短语后面接复数名词；后面的名词和动词是复数时，this kind of 也要改为 these kinds of。这里 ${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Each of the student has a book.', 'Each of the students has a book.'],
      ['Many of my classmate live in Beijing.', 'Many of my classmates live in Beijing.'],
      ['The number of car is growing.', 'The number of cars is growing.'],
      ['There are two kind of studies.', 'There are two kinds of studies.'],
      ['I like all kind of music.', 'I like all kinds of music.'],
      ['All of the student are here.', 'All of the students are here.'],
      ['Most of my friend are teachers.', 'Most of my friends are teachers.'],
      ['This kind of books are useful.', 'These kinds of books are useful.'],
      ['That kind of people are dangerous.', 'Those kinds of people are dangerous.'],
      ['Some of my friend like football.', 'Some of my friends like football.'],
      ['Thousands of student came to the city.', 'Thousands of students came to the city.'],
      ['Hundreds of the student came.', 'Hundreds of the students came.'],
      ['Most of the kid knew it was wrong.', 'Most of the kids knew it was wrong.'],
      ['She is one of the most famous singer in China.', 'She is one of the most famous singers in China.'],
      ['Many of my friend likes it.', 'Many of my friends like it.'],
    ],
    right: [
      'Each of the students has a book.',
      'Many of my classmates live in Beijing.',
      'The number of cars is growing.',
      'There are two kinds of studies.',
      'I like all kinds of music.',
    ],
  },
};
