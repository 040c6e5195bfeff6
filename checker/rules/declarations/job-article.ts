import { jobArticle } from '../learner-everyday-articles';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const jobArticleRule: WholeRule = {
  id: 'WordloomJobArticle',
  type: 'grammar',
  en: 'One person\'s job or role takes "a": "a student".',
  zh: (o, s) =>
    `冠词（article）：说一个人的职业、身份或是怎样的人时，单数可数名词前要加 a/an（“我是学生” 是 I am a student），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I am student.', 'I am a student.'],
      ['She is engineer in Shanghai.', 'She is an engineer in Shanghai.'],
      ['My father is doctor.', 'My father is a doctor.'],
      ['When I was child, I lived in a village.', 'When I was a child, I lived in a village.'],
      ['She is very good cook.', 'She is a very good cook.'],
      ['She is excellent student.', 'She is an excellent student.'],
      ['My father is doctor and my mother is teacher.', 'My father is a doctor and my mother is a teacher.'],
      ['He is honest man.', 'He is an honest man.'],
      ['She is very beautiful girl.', 'She is a very beautiful girl.'],
      ['She became teacher.', 'She became a teacher.'],
      ['I want to become doctor.', 'I want to become a doctor.'],
      ['I work as teacher.', 'I work as a teacher.'],
      ['He works as doctor in a hospital.', 'He works as a doctor in a hospital.'],
    ],
    right: [
      'I am a student.',
      'She is an engineer in Shanghai.',
      'My father is a doctor.',
      'When I was a child, I lived in a village.',
      'She is a very good cook.',
    ],
  },
  lints: jobArticle,
};
