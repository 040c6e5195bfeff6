import { gerundAfterPrepositionLints } from '../learner-verb-patterns';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const gerundAfterPrepositionRule: WholeRule = {
  id: 'WordloomGerundAfterPreposition',
  type: 'grammar',
  en: 'After a preposition ("about"), a verb takes the -ing form: "going".',
  zh: (o, s) =>
    `动名词（gerund）：介词（at、in、of、for、about、without 等）后面的动词用 -ing 形式（good at speaking English），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['How about go to the park?', 'How about going to the park?'],
      ['What about eat dinner together?', 'What about eating dinner together?'],
      ['He is good at play football.', 'He is good at playing football.'],
      ['I am not good at speak English.', 'I am not good at speaking English.'],
      ['Thank you for help me.', 'Thank you for helping me.'],
      ['Thanks for call me.', 'Thanks for calling me.'],
      ['Before go to bed, I brush my teeth.', 'Before going to bed, I brush my teeth.'],
      ["They don't think before make a choice.", "They don't think before making a choice."],
      ['I am good at communicate with people.', 'I am good at communicating with people.'],
      ['She is good at play the piano.', 'She is good at playing the piano.'],
    ],
    right: [
      'How about going to the park?',
      'What about eating dinner together?',
      'He is good at playing football.',
      'I am not good at speaking English.',
      'Thank you for helping me.',
    ],
  },
  lints: gerundAfterPrepositionLints,
};
