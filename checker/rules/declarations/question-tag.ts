import { questionTagLints } from '../learner-question-tags';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const questionTagRule: WholeRule = {
  id: 'WordloomQuestionTag',
  type: 'grammar',
  en: 'A question tag repeats the subject and the auxiliary: "You are …, aren\'t you?".',
  zh: (o, s) =>
    `反意疑问句（question tag）：句末的附加问句要重复前面的主语和助动词，肯定句后用否定（You are a student, aren't you?；He likes apples, doesn't he?），不能都用 isn't it，${fix(o, s)}。`,
  examples: {
    wrong: [
      ["You are a student, isn't it?", "You are a student, aren't you?"],
      ["He likes apples, doesn't it?", "He likes apples, doesn't he?"],
      ["I think he is right, isn't it?", "I think he is right, isn't he?"],
      ["They went home, isn't it?", "They went home, didn't they?"],
      ["You don't like it, isn't it?", "You don't like it, do you?"],
    ],
    right: [
      "You are a student, aren't you?",
      "He likes apples, doesn't he?",
      "I think he is right, isn't he?",
      "They went home, didn't they?",
      "You don't like it, do you?",
    ],
  },
  lints: questionTagLints,
};
