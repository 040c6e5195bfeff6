import { wantToLints } from '../learner-verb-patterns';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const wantToRule: WholeRule = {
  id: 'WordloomWantTo',
  type: 'grammar',
  en: '"want you" is followed by "to" and the verb: "to come".',
  zh: (o, s) => `不定式（infinitive）：want somebody to do something，人后面的动词前要加 to，${fix(o, s)}。`,
  examples: {
    wrong: [['I want you come with me.', 'I want you to come with me.']],
    right: ['I want you to come with me.'],
  },
  lints: wantToLints,
};
