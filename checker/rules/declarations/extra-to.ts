import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const extraToRule: Rule = {
  id: 'WordloomExtraTo',
  type: 'grammar',
  en: 'After "can\'t", use the verb without "to": "do".',
  zh: (o, s) =>
    `不定式（bare infinitive）：情态动词（以及 had better、would rather、why not）、make/let/suggest + 宾语、see/hear/watch + 宾语后面直接用动词原形，不加 to，${fix(o, s)}。`,
  examples: {
    wrong: [
      ["They know what they can't to do.", "They know what they can't do."],
      ['Those who will not to study never learn.', 'Those who will not study never learn.'],
      ['It makes them to be more positive.', 'It makes them more positive.'],
      ['I heard him to sing a song.', 'I heard him sing a song.'],
      ['You had better to go home now.', 'You had better go home now.'],
      ["I'd rather to stay at home. Why not to go there?", "I'd rather stay at home. Why not go there?"],
      ["You needn't to worry.", "You needn't worry."],
      ['I suggest you to go to the doctor.', 'I suggest you go to the doctor.'],
      ['He helped me carrying the box.', 'He helped me carry the box.'],
      ['He made me laughing.', 'He made me laugh.'],
      ['Let me thinking about it.', 'Let me think about it.'],
      ['Parents should let their children to do it.', 'Parents should let their children do it.'],
      ['The movie let me very sad.', 'The movie made me very sad.'],
      [
        'Therefore, I strongly believe that students should to learn facts.',
        'Therefore, I strongly believe that students should learn facts.',
      ],
    ],
    right: [
      "They know what they can't do.",
      'Those who will not study never learn.',
      'It makes them more positive.',
      'I heard him sing a song.',
      'You had better go home now.',
    ],
  },
};
