import { introductoryComma } from '../learner';
import { q } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const introductoryCommaRule: WholeRule = {
  id: 'WordloomIntroductoryComma',
  type: 'punctuation',
  en: 'An introductory "Also" is followed by a comma.',
  zh: (o) => `标点（punctuation）：句首的过渡语 ${q(o)} 后面要加逗号。`,
  examples: {
    wrong: [
      ['Also the park is big.', 'Also, the park is big.'],
      ['Therefore people will be able to live there.', 'Therefore, people will be able to live there.'],
      ['In this case a guide can help.', 'In this case, a guide can help.'],
      ["No I don't agree with you.", "No, I don't agree with you."],
      ['Personally I prefer tea.', 'Personally, I prefer tea.'],
      ['However the cost is high.', 'However, the cost is high.'],
      ['However my father disagrees with me.', 'However, my father disagrees with me.'],
      ['To my surprise nothing happened.', 'To my surprise, nothing happened.'],
      ['But unfortunately he was late.', 'But unfortunately, he was late.'],
      ['In fact there are many reasons.', 'In fact, there are many reasons.'],
      ['Similarly the students must study.', 'Similarly, the students must study.'],
      ['Nevertheless we went.', 'Nevertheless, we went.'],
      ['Instead we went home.', 'Instead, we went home.'],
      ['Overall it is good.', 'Overall, it is good.'],
    ],
    right: [
      'Also, the park is big.',
      'Therefore, people will be able to live there.',
      'In this case, a guide can help.',
      "No, I don't agree with you.",
      'Personally, I prefer tea.',
    ],
  },
  lints: (sentence, context) => introductoryComma(sentence, context.harperLints),
};
