import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const unrealWouldRule: Rule = {
  id: 'WordloomUnrealWould',
  type: 'grammar',
  en: 'After "If I were …", the other half takes "would": "If I were you, I would go".',
  zh: (o, s) =>
    `虚拟条件句（unreal conditional）：If I were you 这样的假设，主句用 would + 动词原形，${fix(o, s)}。`,
  examples: {
    wrong: [['If I were you, I will go.', 'If I were you, I would go.']],
    right: ['If I were you, I would go.'],
  },
};
