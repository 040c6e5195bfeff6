import { missingBe } from '../learner-missing-be';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const missingBeRule: WholeRule = {
  id: 'WordloomMissingBe',
  type: 'grammar',
  en: 'An English clause needs its verb: "He is very".',
  zh: (o, s) =>
    `系动词（linking verb）：英语句子要有谓语动词，形容词、名词短语或 from 前要加 be（“他很高” 是 He is very tall，“这会是证据” 是 This will be the proof，“我来自中国” 是 I am from China），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He very tall.', 'He is very tall.'],
      ['I afraid of dogs.', 'I am afraid of dogs.'],
      ['I fine, thank you.', 'I am fine, thank you.'],
      ['It hard to learn English.', 'It is hard to learn English.'],
      ['The food very delicious.', 'The food is very delicious.'],
      ['My parents very kind to me.', 'My parents are very kind to me.'],
      ['My mother very busy yesterday.', 'My mother was very busy yesterday.'],
      ['Yesterday I very tired.', 'Yesterday I was very tired.'],
      ['I from China.', 'I am from China.'],
      ['I think he very smart.', 'I think he is very smart.'],
      ['I thought he very smart.', 'I thought he was very smart.'],
      ['I know they very busy.', 'I know they are very busy.'],
      ['I believed she very honest.', 'I believed she was very honest.'],
      ['I doubt he very happy.', 'I doubt he is very happy.'],
      ['I feel he very kind.', 'I feel he is very kind.'],
      ['You should careful.', 'You should be careful.'],
      ['This will very helpful for us.', 'This will be very helpful for us.'],
      ['I will very happy if you come.', 'I will be very happy if you come.'],
      ['You must careful when you drive.', 'You must be careful when you drive.'],
      ['It would so nice to see you.', 'It would be so nice to see you.'],
      ['This will the proof of it.', 'This will be the proof of it.'],
      ['I think it will a good idea.', 'I think it will be a good idea.'],
      ['They could the winners this year.', 'They could be the winners this year.'],
      ['He always late for school.', 'He is always late for school.'],
      ['She often busy on Mondays.', 'She is often busy on Mondays.'],
    ],
    right: [
      'He is very tall.',
      'I am afraid of dogs.',
      'I am fine, thank you.',
      'It is hard to learn English.',
      'The food is very delicious.',
    ],
  },
  lints: missingBe,
};
