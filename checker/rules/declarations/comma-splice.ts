import { commaSplice } from '../learner-comma-splice';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const commaSpliceRule: WholeRule = {
  id: 'WordloomCommaSplice',
  type: 'punctuation',
  en: 'Two sentences are joined by a comma alone: end the first with a full stop (or join them with "and", "so" or "but").',
  zh: (o, s) =>
    `标点（punctuation）：两个完整的句子不能只用逗号连接（一逗到底），前一句用句号结束，或用 and、so、but 连接，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['My mother is a teacher, she works very hard.', 'My mother is a teacher. She works very hard.'],
      ['Today is sunny, I want to go out.', 'Today is sunny. I want to go out.'],
      ['He is my best friend, he always helps me.', 'He is my best friend. He always helps me.'],
      ['I love my city, it is very beautiful.', 'I love my city. It is very beautiful.'],
      ['The weather was nice, we went to the park.', 'The weather was nice. We went to the park.'],
      ['The rain stopped, it was sunny again.', 'The rain stopped. It was sunny again.'],
      [
        'She is a good teacher, you can learn a lot from her.',
        'She is a good teacher. You can learn a lot from her.',
      ],
      ["My phone is broken, it doesn't work at all.", "My phone is broken. It doesn't work at all."],
      ['The old house is big, it has three bedrooms.', 'The old house is big. It has three bedrooms.'],
      [
        'My best friend is very kind, she always helps me.',
        'My best friend is very kind. She always helps me.',
      ],
      [
        'I am a student, I am from China. It is sunny today, we can go to the park together.',
        'I am a student. I am from China. It is sunny today. We can go to the park together.',
      ],
      ['She is my friend, she is kind.', 'She is my friend. She is kind.'],
      ['I have a cat, it is cute.', 'I have a cat. It is cute.'],
      ['She was tired, however she kept working.', 'She was tired; however, she kept working.'],
      ['It was late, therefore we went home.', 'It was late; therefore, we went home.'],
    ],
    right: [
      'My mother is a teacher. She works very hard.',
      'Today is sunny. I want to go out.',
      'He is my best friend. He always helps me.',
      'I love my city. It is very beautiful.',
      'The weather was nice. We went to the park.',
    ],
  },
  lints: commaSplice,
};
