import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const doQuestionRule: Rule = {
  id: 'WordloomDoQuestion',
  type: 'grammar',
  en: 'After "Does she", use the base form of the verb: "like".',
  zh: (o, s) =>
    `助动词（auxiliary）：疑问句中 do/does/did 已经表示时态和人称，主语后面的动词用原形，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Does she likes it?', 'Does she like it?'],
      ['Why does he has a car?', 'Why does he have a car?'],
      ['How long does it takes?', 'How long does it take?'],
      ["Why don't you came?", "Why don't you come?"],
      ['What time does the train leaves?', 'What time does the train leave?'],
      ['Does your brother plays football?', 'Does your brother play football?'],
      ['Why does the water boils?', 'Why does the water boil?'],
    ],
    right: [
      'Does she like it?',
      'Why does he have a car?',
      'How long does it take?',
      "Why don't you come?",
      'What time does the train leave?',
    ],
  },
};
