import { indirectQuestionOrder } from '../learner-word-order';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const questionOrderRule: WholeRule = {
  id: 'WordloomQuestionOrder',
  type: 'grammar',
  en: 'A question puts "are" before its subject: "Where are you".',
  zh: (o, s) =>
    `语序（word order）：句子里的间接疑问句用陈述句语序，主语在动词前（Can you tell me where the station is?），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Where you are going?', 'Where are you going?'],
      ['Can you tell me where is the station?', 'Can you tell me where the station is?'],
      ['I want to know what is your name.', 'I want to know what your name is.'],
      ['Do you know who is the new teacher?', 'Do you know who the new teacher is?'],
      ["I don't know what should I do.", "I don't know what I should do."],
      ['Can you tell me where can I buy a ticket?', 'Can you tell me where I can buy a ticket?'],
      ['He asked me how old was I.', 'He asked me how old I was.'],
      ["I don't know where is he.", "I don't know where he is."],
      ['Do you know how much is the ticket?', 'Do you know how much the ticket is?'],
      ['I want to know where does he live.', 'I want to know where he lives.'],
      ['Can you tell me what did she say?', 'Can you tell me what she said?'],
      ['Can you tell me where is the post office?', 'Can you tell me where the post office is?'],
      ['He asked me where was I going.', 'He asked me where I was going.'],
      ['Why you are late?', 'Why are you late?'],
      ['What you want?', 'What do you want?'],
      ['Where you live?', 'Where do you live?'],
      ['How old you are?', 'How old are you?'],
      ['What it means?', 'What does it mean?'],
      ['Where she went yesterday?', 'Where did she go yesterday?'],
      ['When you will come?', 'When will you come?'],
      ["I don't know what is this.", "I don't know what this is."],
      ["Why you didn't come?", "Why didn't you come?"],
      ['I wonder why is he late.', 'I wonder why he is late.'],
      ['I asked him why was he sad.', 'I asked him why he was sad.'],
      ['How long you have been here?', 'How long have you been here?'],
      ['Where you have been?', 'Where have you been?'],
      [
        'They do not know why was it wrong or why it matters.',
        'They do not know why it was wrong or why it matters.',
      ],
    ],
    right: [
      'Where are you going?',
      'Can you tell me where the station is?',
      'I want to know what your name is.',
      'Do you know who the new teacher is?',
      "I don't know what I should do.",
    ],
  },
  lints: indirectQuestionOrder,
};
