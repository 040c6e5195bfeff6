import { formAfterMakeObject } from '../learner';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const bareAfterMakeRule: WholeRule = {
  id: 'WordloomBareAfterMake',
  type: 'grammar',
  en: 'After "made me", the verb has no ending: "laugh".',
  zh: (o, s) =>
    `使役动词（causative verb）：make/let + 宾语后面用动词原形，不用过去式或第三人称单数形式（He made me laugh），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['He made me laughed.', 'He made me laugh.'],
      ['The movie made me cried.', 'The movie made me cry.'],
      ['Let him went.', 'Let him go.'],
      ['They let us stayed up late.', 'They let us stay up late.'],
      ['He let me felt happy.', 'He let me feel happy.'],
      ['It made me felt sad.', 'It made me feel sad.'],
    ],
    right: [
      'He made me laugh.',
      'The movie made me cry.',
      'Let him go.',
      'They let us stay up late.',
      'He let me feel happy.',
    ],
  },
  lints: formAfterMakeObject,
};
