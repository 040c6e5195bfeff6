import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const thereIsPluralRule: Rule = {
  id: 'WordloomThereIsPlural',
  type: 'grammar',
  en: 'With a plural ("many"), use "there are".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：there be 句型中 be 要与后面的名词单复数一致，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There is many books on the desk.', 'There are many books on the desk.'],
      ['There is no people in the room.', 'There are no people in the room.'],
      ['There was no students in the class.', 'There were no students in the class.'],
      ['There is a lot of people here.', 'There are a lot of people here.'],
      ['There is so many things to do.', 'There are so many things to do.'],
      ['Is there many people?', 'Are there many people?'],
      ['Was there any problems?', 'Were there any problems?'],
      ["There isn't any apples.", "There aren't any apples."],
      ['There are a book on the table.', 'There is a book on the table.'],
      ['There were a man at the door.', 'There was a man at the door.'],
      ['There is people who like it.', 'There are people who like it.'],
      ['There is also many people who disagree.', 'There are also many people who disagree.'],
      ['There was still a lot of problems.', 'There were still a lot of problems.'],
    ],
    right: [
      'There are many books on the desk.',
      'There are no people in the room.',
      'There were no students in the class.',
      'There are a lot of people here.',
      'There are so many things to do.',
    ],
  },
};
