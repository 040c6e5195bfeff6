import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const adverbThirdPersonRule: Rule = {
  id: 'WordloomAdverbThirdPerson',
  type: 'grammar',
  en: 'With "she", the present takes the verb\'s -s form: "she also needs".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是 he/she/it，一般现在时动词加 -s，中间隔着 also、still、really 也一样，${fix(o, s)}。`,
  examples: {
    wrong: [['She also need a car.', 'She also needs a car.']],
    right: ['She also needs a car.'],
  },
};
