import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const gerundPhraseRule: Rule = {
  id: 'WordloomGerundPhrase',
  type: 'grammar',
  en: 'A hobby is an activity, named with -ing: "My hobby is playing basketball".',
  zh: (o, s) =>
    `动名词（gerund）：no use、have difficulty/trouble、succeed in、insist on、how/what about、pay attention to、can't help（忍不住）、think of、prevent … from、object to 和介词后面的动词用 -ing 形式（for being late），爱好也用 -ing 说（My hobby is playing basketball）；no need 后面用 to do（no need to worry），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['My favorite sport is swim.', 'My favorite sport is swimming.'],
      [
        'We should pay more attention to protect the environment.',
        'We should pay more attention to protecting the environment.',
      ],
      [
        'It is no use to cry. I have difficulty to sleep.',
        'It is no use crying. I have difficulty sleeping.',
      ],
      ['He succeeded to pass the exam.', 'He succeeded in passing the exam.'],
      ['She insisted to pay for dinner.', 'She insisted on paying for dinner.'],
      ['What about to play football?', 'What about playing football?'],
      ['My hobby is play basketball.', 'My hobby is playing basketball.'],
      ['He is fond to swim.', 'He is fond of swimming.'],
      ['She is capable to do it.', 'She is capable of doing it.'],
      ["I couldn't help to laugh.", "I couldn't help laughing."],
      ['She cannot help worry about her son.', 'She cannot help worrying about her son.'],
      ['There is no need worrying.', 'There is no need to worry.'],
      ['She is busy in preparing dinner.', 'She is busy preparing dinner.'],
      ['I am thinking to go abroad.', 'I am thinking of going abroad.'],
      ['We were prevented to go out.', 'We were prevented from going out.'],
      ['I object to go there.', 'I object to going there.'],
      ['He apologized for be late.', 'He apologized for being late.'],
    ],
    right: [
      'My favorite sport is swimming.',
      'We should pay more attention to protecting the environment.',
      'It is no use crying. I have difficulty sleeping.',
      'He succeeded in passing the exam.',
      'She insisted on paying for dinner.',
    ],
  },
};
