import { q } from '../../engine/zh';
import type { Rule } from '../rule';

export const uncountableArticleRule: Rule = {
  id: 'WordloomUncountableArticle',
  type: 'grammar',
  en: '"information" is uncountable: no "a" before it.',
  zh: (o) =>
    `不可数名词（uncountable noun）：information、advice 等不可数名词前不用 a/an，${q(o.trim())} 应删除。`,
  examples: {
    wrong: [
      ['We share a information and ask questions.', 'We share information and ask questions.'],
      ['He gave me a useful advice.', 'He gave me useful advice.'],
      ['It is a good news.', 'It is good news.'],
      ['We did a research on it.', 'We did research on it.'],
      ['I have made a great progress this year.', 'I have made great progress this year.'],
      ['He gave me a very useful advice.', 'He gave me very useful advice.'],
      ['I bought a furniture yesterday.', 'I bought furniture yesterday.'],
      ['We made a great progress.', 'We made great progress.'],
      ['We had a great fun.', 'We had great fun.'],
    ],
    right: [
      'We share information and ask questions.',
      'He gave me useful advice.',
      'It is good news.',
      'We did research on it.',
      'I have made great progress this year.',
    ],
  },
};
