import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const thirdPersonRule: Rule = {
  id: 'WordloomThirdPerson',
  type: 'grammar',
  en: 'After "he", the verb takes -s: "has".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：主语是第三人称单数（he、she、it、everyone），动词用单数形式，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['My brother is tall, but he have no car.', 'My brother is tall, but he has no car.'],
      ['Everyone have a car.', 'Everyone has a car.'],
      ['Everybody are happy today.', 'Everybody is happy today.'],
      ['She like apples.', 'She likes apples.'],
      ['He want to go home.', 'He wants to go home.'],
      ['It make me happy.', 'It makes me happy.'],
      ['This make me feel sad.', 'This makes me feel sad.'],
      ['It take me two hours to get there.', 'It takes me two hours to get there.'],
      ['It seem easy.', 'It seems easy.'],
      ['It work very well.', 'It works very well.'],
      ['It depend on you.', 'It depends on you.'],
      ['Technology make our life easy.', 'Technology makes our life easy.'],
      ['Education help us.', 'Education helps us.'],
      ['Smoking harm your health.', 'Smoking harms your health.'],
      ['Learning English help me find a good job.', 'Learning English helps me find a good job.'],
      ['Technology have changed our lives.', 'Technology has changed our lives.'],
      ['Watching TV waste your time.', 'Watching TV wastes your time.'],
      ['Living alone make me sad.', 'Living alone makes me sad.'],
      [
        'There is no doubt that technology make our life easier.',
        'There is no doubt that technology makes our life easier.',
      ],
      ['I think smoking harm your health.', 'I think smoking harms your health.'],
    ],
    right: [
      'My brother is tall, but he has no car.',
      'Everyone has a car.',
      'Everybody is happy today.',
      'She likes apples.',
      'He wants to go home.',
    ],
  },
};
