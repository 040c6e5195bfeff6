import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const feelingAdjectiveRule: Rule = {
  id: 'WordloomFeelingAdjective',
  type: 'word-choice',
  en: 'A person feels "interested"; what makes them feel it is "interesting".',
  zh: (o, s) =>
    `用词（word choice）：人的感受用 -ed 形容词（interested、bored），让人产生这种感受的事物用 -ing 形容词（interesting、boring），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I am interesting in music.', 'I am interested in music.'],
      ['I am very interesting in history.', 'I am very interested in history.'],
      ['I feel very exciting.', 'I feel very excited.'],
      ['We were not satisfying with the result.', 'We were not satisfied with the result.'],
      [
        'The movie was so interested that I watched it twice.',
        'The movie was so interesting that I watched it twice.',
      ],
      ['I was very surprise.', 'I was very surprised.'],
      ["I'm very worry about my exam.", "I'm very worried about my exam."],
      ['I am interest in music.', 'I am interested in music.'],
      ['She was very please with the result.', 'She was very pleased with the result.'],
      ['I feel very relax.', 'I feel very relaxed.'],
      ['I am satisfy with it.', 'I am satisfied with it.'],
      ["I'm exciting to see you.", "I'm excited to see you."],
      ["I'm interesting in music.", "I'm interested in music."],
      ['The movie was very bored.', 'The movie was very boring.'],
      ['The trip was tired.', 'The trip was tiring.'],
      ['I was very exciting when I won.', 'I was very excited when I won.'],
      ['We were so boring.', 'We were so bored.'],
      ['Learning English is very interested.', 'Learning English is very interesting.'],
      ['Playing games with friends is so excited.', 'Playing games with friends is so exciting.'],
      ['Living in Beijing is very excited.', 'Living in Beijing is very exciting.'],
      ['History is very bored.', 'History is very boring.'],
      ['This subject is very confused.', 'This subject is very confusing.'],
      ['Reading is very interested for me.', 'Reading is very interesting for me.'],
      ['She was very worry about the exam.', 'She was very worried about the exam.'],
      ['I was so boring yesterday.', 'I was so bored yesterday.'],
      ["I'm boring in class.", "I'm bored in class."],
      ['We were boring at the party.', 'We were bored at the party.'],
    ],
    right: [
      'I am interested in music.',
      'I am very interested in history.',
      'I feel very excited.',
      'We were not satisfied with the result.',
      'The movie was so interesting that I watched it twice.',
    ],
  },
};
