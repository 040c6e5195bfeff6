import { rememberToLints } from '../learner-verb-patterns';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const rememberToRule: WholeRule = {
  id: 'WordloomRememberTo',
  type: 'grammar',
  en: 'A reminder to do something takes "to": "Remember to lock".',
  zh: (o, s) =>
    `非谓语动词（infinitive）：提醒别人去做某事，remember/forget 后面的动词要加 to（Remember to lock the door），${fix(o, s)}。`,
  examples: {
    wrong: [['Remember lock the door.', 'Remember to lock the door.']],
    right: ['Remember to lock the door.'],
  },
  lints: rememberToLints,
};
