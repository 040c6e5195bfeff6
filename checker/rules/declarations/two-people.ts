import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const twoPeopleRule: Rule = {
  id: 'WordloomTwoPeople',
  type: 'grammar',
  en: 'Two people joined by "and" are more than one: "My brother and sister are at home".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：and 连接的两个人是复数，动词用 are/were（My brother and sister are at home），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['My brother and sister is at home.', 'My brother and sister are at home.'],
      ['My father and mother was there.', 'My father and mother were there.'],
      ['Every boy and girl have a book.', 'Every boy and girl has a book.'],
      ['Each student and teacher are welcome.', 'Each student and teacher is welcome.'],
      ['My friend and I am going to the park.', 'My friend and I are going to the park.'],
      ['The first exam and the second exam is easy.', 'The first exam and the second exam are easy.'],
      ['The teacher and the students is happy.', 'The teacher and the students are happy.'],
      ['He and I is good friends.', 'He and I are good friends.'],
    ],
    right: [
      'My brother and sister are at home.',
      'My father and mother were there.',
      'Every boy and girl has a book.',
      'Each student and teacher is welcome.',
      'My friend and I are going to the park.',
    ],
  },
};
