import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const relativePronounRule: Rule = {
  id: 'WordloomRelativePronoun',
  type: 'grammar',
  en: '"Who" is for people, "which" for things: "the man who lives next door".',
  zh: (o, s) =>
    `定语从句（relative clause）：先行词是人用 who，是物用 which 或 that（the man who lives next door，the book which I bought）；everything、all、things 后面用 that，不用 what（everything that I have）；先行词是地点、从句里缺 in 时用 where（the place where I was born）；关系代词在从句里作主语时用 who，不用 whom（the man who I think is honest），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['The man which lives next door is kind.', 'The man who lives next door is kind.'],
      ['The book who I bought is good.', 'The book which I bought is good.'],
      ['People which have a lot of money are happy.', 'People who have a lot of money are happy.'],
      [
        'They can do many things what old people cannot do.',
        'They can do many things that old people cannot do.',
      ],
      ['I gave him everything what I had.', 'I gave him everything that I had.'],
      ['All what I want is peace.', 'All that I want is peace.'],
      ['My hometown is a place which I was born.', 'My hometown is a place where I was born.'],
      ['The city which I grew up is small.', 'The city where I grew up is small.'],
      ['He is the man whom I think is honest.', 'He is the man who I think is honest.'],
    ],
    right: [
      'The man who lives next door is kind.',
      'The book which I bought is good.',
      'People who have a lot of money are happy.',
      'They can do many things that old people cannot do.',
      'I gave him everything that I had.',
    ],
  },
};
