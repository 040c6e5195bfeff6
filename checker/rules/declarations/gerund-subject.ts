import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const gerundSubjectRule: Rule = {
  id: 'WordloomGerundSubject',
  type: 'grammar',
  en: 'An activity as the subject takes -ing: "Studying hard is important".',
  zh: (o, s) => `动名词（gerund）：动作作主语时用 -ing 形式（Studying hard is important），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Study hard is important.', 'Studying hard is important.'],
      ['Learn English is fun.', 'Learning English is fun.'],
      ['Eat vegetables is good for health.', 'Eating vegetables is good for health.'],
      ['Learning English are very important.', 'Learning English is very important.'],
      ['Living in the city have many advantages.', 'Living in the city has many advantages.'],
      ['Having a car are useful.', 'Having a car is useful.'],
      ['Reading books are my hobby.', 'Reading books is my hobby.'],
      ['Playing computer games make me happy.', 'Playing computer games makes me happy.'],
      ['Watching movies help me relax.', 'Watching movies helps me relax.'],
      ['Making friends are not easy.', 'Making friends is not easy.'],
    ],
    right: [
      'Studying hard is important.',
      'Learning English is fun.',
      'Eating vegetables is good for health.',
      'Learning English is very important.',
      'Living in the city has many advantages.',
    ],
  },
};
