import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const bareVerbAfterDoRule: Rule = {
  id: 'WordloomBareVerbAfterDo',
  type: 'grammar',
  en: 'After "doesn\'t", use the base form of the verb: "know".',
  zh: (o, s) => `否定（negation）：don't/doesn't/didn't 后面用动词原形，${fix(o, s)}。`,
  examples: {
    wrong: [
      ["He doesn't knew the answer.", "He doesn't know the answer."],
      ["She doesn't likes it.", "She doesn't like it."],
      ["I didn't wanted to go.", "I didn't want to go."],
      ["He doesn't has a car.", "He doesn't have a car."],
    ],
    right: [
      "He doesn't know the answer.",
      "She doesn't like it.",
      "I didn't want to go.",
      "He doesn't have a car.",
    ],
  },
};
