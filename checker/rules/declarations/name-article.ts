import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const nameArticleRule: Rule = {
  id: 'WordloomNameArticle',
  type: 'grammar',
  en: 'A country or a city takes no "the": "I went to China" ("the United States" and "the UK" are other names).',
  zh: (o, s) =>
    `冠词（article）：国家、城市的名字前不加 the（China、Beijing；the United States、the UK 是例外），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['We visited the Japan last year.', 'We visited Japan last year.'],
      ['I live in the Beijing.', 'I live in Beijing.'],
    ],
    right: ['We visited Japan last year.', 'I live in Beijing.'],
  },
};
