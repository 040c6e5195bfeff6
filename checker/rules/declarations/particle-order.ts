import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const particleOrderRule: Rule = {
  id: 'WordloomParticleOrder',
  type: 'grammar',
  en: 'A pronoun goes between the verb and its particle: "pick you up", "turn it off".',
  zh: (o, s) =>
    `语序（word order）：代词作短语动词的宾语时，放在动词和小品词之间（pick it up、turn it off），${fix(o, s)}。`,
  examples: {
    wrong: [
      ["I'll pick up you at 8.", "I'll pick you up at 8."],
      ['Please turn off it.', 'Please turn it off.'],
      ["Don't give up it.", "Don't give it up."],
    ],
    right: ["I'll pick you up at 8.", 'Please turn it off.', "Don't give it up."],
  },
};
