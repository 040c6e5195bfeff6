import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const doubleSubjectRule: Rule = {
  id: 'WordloomDoubleSubject',
  type: 'grammar',
  en: 'The subject is "My friend": English does not say it again with "she".',
  zh: (o, s) =>
    `主语重复（double subject）：英语的主语只说一次，名词主语后面不再用 he/she/it/they 重复，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['My friend she is a teacher.', 'My friend is a teacher.'],
      ['My parents they live in Beijing.', 'My parents live in Beijing.'],
      ['My phone it is broken.', 'My phone is broken.'],
      ['I think my phone it is broken.', 'I think my phone is broken.'],
      ['My mother she always cook delicious food for me.', 'My mother always cooks delicious food for me.'],
      ["Because my phone it is broken, I can't call you.", "Because my phone is broken, I can't call you."],
      ['The weather it is very nice today.', 'The weather is very nice today.'],
      ["My computer it doesn't work.", "My computer doesn't work."],
      ['My shoes they are too small.', 'My shoes are too small.'],
      ['The teacher he said we should study.', 'The teacher said we should study.'],
      ['My mother she said that I must go.', 'My mother said that I must go.'],
      ['My friend who lives in Beijing he is a doctor.', 'My friend who lives in Beijing is a doctor.'],
      ['People who smoke they often get sick.', 'People who smoke often get sick.'],
      ['Those who help others they are happy.', 'Those who help others are happy.'],
    ],
    right: [
      'My friend is a teacher.',
      'My parents live in Beijing.',
      'My phone is broken.',
      'I think my phone is broken.',
      'My mother always cooks delicious food for me.',
    ],
  },
};
