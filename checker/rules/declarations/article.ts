import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const articleRule: Rule = {
  id: 'WordloomArticle',
  type: 'grammar',
  en: 'One group, one guide: "travel in a group led by a tour guide".',
  zh: (o, s) =>
    `冠词（article）：a/an 按读音选（an 8-year-old 读作 eight），复数名词前不用 a（What beautiful flowers!），一个团体、一位导游要加 a（in a group），一段时间、一次经历也要加 a（a long time、a great time），progress 不可数，不加 a（make progress），泛指的 life、education、knowledge 不加 the（Knowledge is power），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I prefer to travel in group.', 'I prefer to travel in a group.'],
      ['He is a 8-year-old boy.', 'He is an 8-year-old boy.'],
      ['It was a 800-page book.', 'It was an 800-page book.'],
      ['There was an 5% rise.', 'There was a 5% rise.'],
      ['What a beautiful flowers!', 'What beautiful flowers!'],
      ['We should make a progress every day.', 'We should make progress every day.'],
      ['She bought a new shoes.', 'She bought new shoes.'],
      ['I need a new glasses.', 'I need new glasses.'],
      ['I bought a shoes.', 'I bought shoes.'],
      ['A new shoes are expensive.', 'New shoes are expensive.'],
      ['She is a very beautiful.', 'She is very beautiful.'],
      ['The life is short.', 'Life is short.'],
      ['The education is very important.', 'Education is very important.'],
      ['It was a honour to meet you.', 'It was an honour to meet you.'],
      ['He is the only one person who knows.', 'He is the only person who knows.'],
      ['I want to become a famous.', 'I want to become famous.'],
      ['He is a rich.', 'He is rich.'],
      ['The rich people should help the poors.', 'The rich people should help the poor.'],
      ['It takes long time to learn English.', 'It takes a long time to learn English.'],
      ['We waited long time for the bus.', 'We waited a long time for the bus.'],
      ['We had great time at the party.', 'We had a great time at the party.'],
      ['The knowledge is power.', 'Knowledge is power.'],
      ['I prefer living in big city.', 'I prefer living in a big city.'],
      ['He was born in small village near Beijing.', 'He was born in a small village near Beijing.'],
      ['We traveled in a group without tour guide.', 'We traveled in a group without a tour guide.'],
      ['He is good at the math.', 'He is good at math.'],
      ['I watched a TV last night.', 'I watched TV last night.'],
    ],
    right: [
      'I prefer to travel in a group.',
      'He is an 8-year-old boy.',
      'It was an 800-page book.',
      'There was a 5% rise.',
      'What beautiful flowers!',
    ],
  },
};
