import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const perfectParticipleRule: Rule = {
  id: 'WordloomPerfectParticiple',
  type: 'grammar',
  en: 'After "has", a verb takes its past participle: "has gone".',
  zh: (o, s) =>
    `完成时（perfect tense）：have/has/had 后面的动词用过去分词（I have finished my homework），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He has go home.', 'He has gone home.'],
      ['I have see that film.', 'I have seen that film.'],
      ['I have never saw it.', 'I have never seen it.'],
      ['Have you ever went there?', 'Have you ever gone there?'],
      ['She has already took it.', 'She has already taken it.'],
      ['I have learn English since I was ten.', 'I have learned English since I was ten.'],
      ['I have improve my English a lot.', 'I have improved my English a lot.'],
      ['I have finish my homework.', 'I have finished my homework.'],
      ['She has change her mind.', 'She has changed her mind.'],
      ['I have never see him.', 'I have never seen him.'],
    ],
    right: [
      'He has gone home.',
      'I have seen that film.',
      'I have never seen it.',
      'Have you ever gone there?',
      'She has already taken it.',
    ],
  },
};
