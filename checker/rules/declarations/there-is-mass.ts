import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const thereIsMassRule: Rule = {
  id: 'WordloomThereIsMass',
  type: 'grammar',
  en: '"homework" is uncountable, one amount however much: "there is a lot of homework".',
  zh: (o, s) =>
    `主谓一致（subject–verb agreement）：不可数名词（homework、information、money）再多也是单数，用 there is / there was，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There are a lot of homework today.', 'There is a lot of homework today.'],
      ['There are a lot of work.', 'There is a lot of work.'],
      ['Are there any milk?', 'Is there any milk?'],
      ['There are some milk in the fridge.', 'There is some milk in the fridge.'],
      ['There are lots of pressure on young people.', 'There is lots of pressure on young people.'],
      ['There are a lot of beautiful scenery here.', 'There is a lot of beautiful scenery here.'],
    ],
    right: [
      'There is a lot of homework today.',
      'There is a lot of work.',
      'Is there any milk?',
      'There is some milk in the fridge.',
      'There is lots of pressure on young people.',
    ],
  },
};
