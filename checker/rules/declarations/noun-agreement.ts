import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const nounAgreementRule: Rule = {
  id: 'WordloomNounAgreement',
  type: 'grammar',
  en: '"the books" is plural: the verb is "are".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：名词主语是复数，be/have 用复数形式（My friends are），是单数就用单数形式（The book is）；看主语的中心词，不看它后面介词短语里的名词（People in China are，The price of the houses is）；“one of …”“each of …” 作主语是单数（One of my friends is）；“the number of …” 是单数（The number of students is），“a number of …” 表示“许多”，是复数（A number of students are），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He said: the books is on the table.', 'He said: the books are on the table.'],
      ['The price of the houses are very high.', 'The price of the houses is very high.'],
      ['People in China is very friendly.', 'People in China are very friendly.'],
      ['The students in my class is very kind.', 'The students in my class are very kind.'],
      ['Children from poor families is often hungry.', 'Children from poor families are often hungry.'],
      ['The man with the dogs are my uncle.', 'The man with the dogs is my uncle.'],
      ['The books on the table has a red cover.', 'The books on the table have a red cover.'],
      ['The role of parents and teachers are important.', 'The role of parents and teachers is important.'],
      ['One of my friends are a doctor.', 'One of my friends is a doctor.'],
      ['Each of them have a book.', 'Each of them has a book.'],
      ['The news are very good.', 'The news is very good.'],
      ['My homework are difficult.', 'My homework is difficult.'],
      ['My favourite food are noodles.', 'My favourite food is noodles.'],
      ['My best friends is Tom and Jim.', 'My best friends are Tom and Jim.'],
      ['The number of students are increasing.', 'The number of students is increasing.'],
      ['My friends is very kind.', 'My friends are very kind.'],
      ['The book are on the table.', 'The book is on the table.'],
      [
        'When my parents was young, they lived in Shanghai.',
        'When my parents were young, they lived in Shanghai.',
      ],
      ['A number of students is waiting outside.', 'A number of students are waiting outside.'],
      ['A number of people has left.', 'A number of people have left.'],
      ['The news were bad.', 'The news was bad.'],
      ['His advice were useful.', 'His advice was useful.'],
      ['Both of my parents is doctors.', 'Both of my parents are doctors.'],
      ['All the students has finished their homework.', 'All the students have finished their homework.'],
      ['The quality of these products are good.', 'The quality of these products is good.'],
      ['All of the students was late.', 'All of the students were late.'],
      ['Most of my friends is from Beijing.', 'Most of my friends are from Beijing.'],
      ['My trousers is dirty.', 'My trousers are dirty.'],
      ['He is a person who like sports.', 'He is a person who likes sports.'],
      ['Anyone who want to come is welcome.', 'Anyone who wants to come is welcome.'],
    ],
    right: [
      'He said: the books are on the table.',
      'The price of the houses is very high.',
      'People in China are very friendly.',
      'The students in my class are very kind.',
      'Children from poor families are often hungry.',
    ],
  },
};
