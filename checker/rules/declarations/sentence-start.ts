import { sentenceStart } from '../learner';
import { sentenceCapital } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const sentenceStartRule: WholeRule = {
  id: 'WordloomSentenceStart',
  type: 'spelling',
  en: 'A sentence starts with a capital letter.',
  zh: sentenceCapital,
  examples: {
    wrong: [
      ['i like apples.', 'I like apples.'],
      ['he has a lot of money.', 'He has a lot of money.'],
      ['is it right?', 'Is it right?'],
      ['dont do that again.', "Don't do that again."],
      ['a apple a day keeps the doctor away.', 'An apple a day keeps the doctor away.'],
      ['I like it. it is good.', 'I like it. It is good.'],
      ['It was late. we went home.', 'It was late. We went home.'],
      ['hes my best friend.', "He's my best friend."],
      ['dont worry about the exam tomorrow.', "Don't worry about the exam tomorrow."],
      ['im going to the park with my friends today.', "I'm going to the park with my friends today."],
      ['theres a cat in the garden.', "There's a cat in the garden."],
    ],
    right: [
      'I like apples.',
      'He has a lot of money.',
      'Is it right?',
      "Don't do that again.",
      'An apple a day keeps the doctor away.',
    ],
  },
  lints: (sentence, context) => sentenceStart(sentence, context.harperLints),
};
