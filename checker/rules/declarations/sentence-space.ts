import { sentenceSpace } from '../learner-punctuation';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const sentenceSpaceRule: WholeRule = {
  id: 'WordloomSentenceSpace',
  type: 'punctuation',
  en: 'A space follows the end of a sentence: "Really? I did not know".',
  zh: (o, s) => `标点（punctuation）：英文句号、问号、感叹号后面空一格再写下一句，${fix(o, s)}。`,
  examples: {
    wrong: [
      ["Really?I didn't know that.", "Really? I didn't know that."],
      ['I went home.Then I slept.', 'I went home. Then I slept.'],
      ['I am fine.Thank you.', 'I am fine. Thank you.'],
    ],
    right: ["Really? I didn't know that.", 'I went home. Then I slept.', 'I am fine. Thank you.'],
  },
  lints: sentenceSpace,
};
