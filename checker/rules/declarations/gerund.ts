import { gerundAfter } from '../learner-gerunds';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const gerundRule: WholeRule = {
  id: 'WordloomGerund',
  type: 'grammar',
  en: '"enjoy" is followed by the -ing form: "swimming".',
  zh: (o, s) =>
    `动名词（gerund）：enjoy、avoid、finish、mind、suggest、look forward to 和 be/get used to（习惯于）后面接动词 -ing 形式，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I enjoy to swim in the sea.', 'I enjoy swimming in the sea.'],
      ['I look forward to see you.', 'I look forward to seeing you.'],
      ['I am used to get up early.', 'I am used to getting up early.'],
      ['We got used to live here.', 'We got used to living here.'],
      ['I suggest to go by train.', 'I suggest going by train.'],
      ['The boy enjoys read books.', 'The boy enjoys reading books.'],
      ['My father enjoys read newspapers.', 'My father enjoys reading newspapers.'],
      ['I enjoy read books.', 'I enjoy reading books.'],
      ['She enjoys listen to music.', 'She enjoys listening to music.'],
      ['I finished write my homework.', 'I finished writing my homework.'],
      ['She also enjoys read books.', 'She also enjoys reading books.'],
      ['I am considering to buy a car.', 'I am considering buying a car.'],
      ["I'm not used to eat spicy food.", "I'm not used to eating spicy food."],
      ['He never enjoys read books.', 'He never enjoys reading books.'],
      ['There are many advantages to live in a city.', 'There are many advantages of living in a city.'],
      ['He devoted himself to help the poor.', 'He devoted himself to helping the poor.'],
      ['He practiced to speak English every day.', 'He practiced speaking English every day.'],
      ['He admitted to steal the money.', 'He admitted stealing the money.'],
      ['They denied to take it.', 'They denied taking it.'],
      ['She gave up to smoke.', 'She gave up smoking.'],
      ['She is used to play basketball.', 'She is used to playing basketball.'],
      ['He is addicted to play games.', 'He is addicted to playing games.'],
      ['Does she enjoy read books?', 'Does she enjoy reading books?'],
    ],
    right: [
      'I enjoy swimming in the sea.',
      'I look forward to seeing you.',
      'I am used to getting up early.',
      'We got used to living here.',
      'I suggest going by train.',
    ],
  },
  lints: gerundAfter,
};
