import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const beAgreeRule: Rule = {
  id: 'WordloomBeAgree',
  type: 'grammar',
  en: '"agree" is a verb: it needs no "be" in front.',
  zh: (o, s) =>
    `动词（verb）：agree、belong、depend、happen、exist、seem、understand、know、believe 本身是动词，前面不用 be（I understand，Do you know him?），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I am agree with you.', 'I agree with you.'],
      ["I'm agree with your opinion.", 'I agree with your opinion.'],
      ["It's depend on you.", 'It depends on you.'],
      ['This book is belong to me.', 'This book belongs to me.'],
      ['It was happen last week.', 'It happened last week.'],
      ['It is happen every day.', 'It happens every day.'],
      ['These problems are exist in many cities.', 'These problems exist in many cities.'],
      ['It is seem that he is right.', 'It seems that he is right.'],
      ['Are you agree with me?', 'Do you agree with me?'],
      ['I am very agree with you.', 'I really agree with you.'],
      ["I'm very agree with you.", 'I really agree with you.'],
      ['I am understand.', 'I understand.'],
      ["I'm understand now.", 'I understand now.'],
      ['Are you understand?', 'Do you understand?'],
      ['I am know him.', 'I know him.'],
      ['Is he know the answer?', 'Does he know the answer?'],
      ['Are you want some tea?', 'Do you want some tea?'],
      ['Is he know the answer?', 'Does he know the answer?'],
      ['He is rely on me.', 'He relies on me.'],
      ['It is make me happy.', 'It makes me happy.'],
      ['It was make me sad.', 'It made me sad.'],
    ],
    right: [
      'I agree with you.',
      'I agree with your opinion.',
      'It depends on you.',
      'This book belongs to me.',
      'It happened last week.',
    ],
  },
};
