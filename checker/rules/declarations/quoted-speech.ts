import { quotedSpeech } from '../learner-punctuation';
import { q } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const quotedSpeechRule: WholeRule = {
  id: 'WordloomQuotedSpeech',
  type: 'punctuation',
  en: 'A comma comes before the words someone says, in quotation marks: he said, "I am tired".',
  zh: (o) =>
    `标点（punctuation）：引号里是某人说的话时，前面（${q(o)} 之后）要加逗号：he said, "I am tired"。`,
  examples: {
    wrong: [
      ['He said "I am tired today".', 'He said, "I am tired today".'],
      ['She asked "Where are you going?"', 'She asked, "Where are you going?"'],
    ],
    right: ['He said, "I am tired today".', 'She asked, "Where are you going?"'],
  },
  lints: quotedSpeech,
};
