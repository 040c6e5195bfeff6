import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const habitualThirdPersonRule: Rule = {
  id: 'WordloomHabitualThirdPerson',
  type: 'grammar',
  en: 'With "she", a habit takes the verb\'s -s form: "she usually plays".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是单数第三人称（he/she/it、my mother），表示习惯（usually、always、every day…）用一般现在时，动词加 -s，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['She usually play the piano after dinner.', 'She usually plays the piano after dinner.'],
      ['He often watch TV, and she always study.', 'He often watches TV, and she always studies.'],
      ['My mother usually cook dinner.', 'My mother usually cooks dinner.'],
      ['My sister go to school by bus every day.', 'My sister goes to school by bus every day.'],
      ['The teacher say hello every morning.', 'The teacher says hello every morning.'],
      ['The teacher often give us homework.', 'The teacher often gives us homework.'],
      ['My friend live in Shanghai.', 'My friend lives in Shanghai.'],
      ['My mother like cooking.', 'My mother likes cooking.'],
      ['My father work in a bank.', 'My father works in a bank.'],
      ['My sister study at a university.', 'My sister studies at a university.'],
      ['The sun rise in the east.', 'The sun rises in the east.'],
      ['Because my sister like cats, we have two.', 'Because my sister likes cats, we have two.'],
      ['My sister like cats.', 'My sister likes cats.'],
    ],
    right: [
      'She usually plays the piano after dinner.',
      'He often watches TV, and she always studies.',
      'My mother usually cooks dinner.',
      'My sister goes to school by bus every day.',
      'The teacher says hello every morning.',
    ],
  },
};
