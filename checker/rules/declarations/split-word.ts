import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const splitWordRule: Rule = {
  id: 'WordloomSplitWord',
  type: 'spelling',
  en: 'A reflexive pronoun is one word: "himself", "yourself".',
  zh: (o, s) => `词的分合（word boundary）：这是一个词，不分开写，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He will consider him self lucky.', 'He will consider himself lucky.'],
      ['They did it them selves.', 'They did it themselves.'],
      ['In deed, they can be refused.', 'Indeed, they can be refused.'],
      ['Now a days people travel a lot.', 'Nowadays, people travel a lot.'],
      ['An other reason is the cost.', 'Another reason is the cost.'],
      ['We enjoyed ourself at the party.', 'We enjoyed ourselves at the party.'],
      ['Many people prefer to travel by theirselves.', 'Many people prefer to travel by themselves.'],
      ['He did it hisself.', 'He did it himself.'],
      ['Some times I feel lonely.', 'Sometimes I feel lonely.'],
    ],
    right: [
      'He will consider himself lucky.',
      'They did it themselves.',
      'Indeed, they can be refused.',
      'Nowadays, people travel a lot.',
      'Another reason is the cost.',
    ],
  },
};
