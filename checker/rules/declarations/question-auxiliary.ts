import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const questionAuxiliaryRule: Rule = {
  id: 'WordloomQuestionAuxiliary',
  type: 'grammar',
  en: 'A question with "come" asks with "do": "Where do you come from?" (or "Where are you from?").',
  zh: (o, s) =>
    `疑问句（question）：实义动词（come from）的疑问句用 do/does 提问，不用 be；形容词（late、ill）和 be born 用 be 提问（Why were you late? When were you born?），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Where are you come from?', 'Where do you come from?'],
      ['Why did you late?', 'Why were you late?'],
      ['When did you born?', 'When were you born?'],
      ['What means this word?', 'What does this word mean?'],
      ['How much cost this bag?', 'How much does this bag cost?'],
      ['How much cost these shoes?', 'How much do these shoes cost?'],
    ],
    right: [
      'Where do you come from?',
      'Why were you late?',
      'When were you born?',
      'What does this word mean?',
      'How much does this bag cost?',
    ],
  },
};
