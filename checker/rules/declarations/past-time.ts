import { fix } from '../../engine/zh';
import type { Rule } from '../rule';

export const pastTimeRule: Rule = {
  id: 'WordloomPastTime',
  type: 'grammar',
  en: 'The sentence is about the past ("Yesterday"): "went".',
  zh: (o, s) =>
    `时态（tense）：句子里的时间（yesterday、last week、two days ago）说的是过去，动词要用过去式，问句里的 do/does 也要用 did（What did you do yesterday?），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Yesterday I go to the park.', 'Yesterday I went to the park.'],
      ['Last week, she buy a new dress.', 'Last week, she bought a new dress.'],
      ['Two days ago we are in Beijing.', 'Two days ago we were in Beijing.'],
      ['Yesterday I hear a noise.', 'Yesterday I heard a noise.'],
      ['Last time I see him he was happy.', 'Last time I saw him he was happy.'],
      ['Last night I stop at a shop.', 'Last night I stopped at a shop.'],
      ['Yesterday is Monday.', 'Yesterday was Monday.'],
      ['Yesterday he thinks about it.', 'Yesterday he thought about it.'],
      ['Because I go there yesterday, I am tired.', 'Because I went there yesterday, I am tired.'],
      ['I go to school by bus yesterday.', 'I went to school by bus yesterday.'],
      ['She is sick two days ago.', 'She was sick two days ago.'],
      ["It's raining heavily yesterday.", 'It was raining heavily yesterday.'],
      ['It rains a lot yesterday.', 'It rained a lot yesterday.'],
      ["He's tired yesterday.", 'He was tired yesterday.'],
      ["She's busy yesterday.", 'She was busy yesterday.'],
      ['When I was young, I like to play football.', 'When I was young, I liked to play football.'],
      ['When I was a child, I have a dog.', 'When I was a child, I had a dog.'],
      ["Yesterday I can't find my keys.", "Yesterday I couldn't find my keys."],
      ['Two years ago I cannot swim.', 'Two years ago I could not swim.'],
      ['What do you do yesterday?', 'What did you do yesterday?'],
      ['Do you see him last week?', 'Did you see him last week?'],
      ['Why does she cry yesterday?', 'Why did she cry yesterday?'],
      ["Why don't you come yesterday?", "Why didn't you come yesterday?"],
      [
        'Yesterday I go to the park and play with my friend.',
        'Yesterday I went to the park and played with my friend.',
      ],
      [
        'Last week we go to Beijing and visit the Great Wall.',
        'Last week we went to Beijing and visited the Great Wall.',
      ],
      ['When I was a child, I always go to the park.', 'When I was a child, I always went to the park.'],
      [
        'When I was young, I often play with my friends.',
        'When I was young, I often played with my friends.',
      ],
      ['Last week I also buy a book.', 'Last week I also bought a book.'],
      ['I was very tired, so I go to bed early.', 'I was very tired, so I went to bed early.'],
      ['He was sick, so he stay at home.', 'He was sick, so he stayed at home.'],
      ['It was raining, so we take a taxi.', 'It was raining, so we took a taxi.'],
      ['When I arrive home, I called my mom.', 'When I arrived home, I called my mom.'],
      ['I go to the park yesterday.', 'I went to the park yesterday.'],
      ['We have a lot of fun yesterday.', 'We had a lot of fun yesterday.'],
    ],
    right: [
      'Yesterday I went to the park.',
      'Last week, she bought a new dress.',
      'Two days ago we were in Beijing.',
      'Yesterday I heard a noise.',
      'Last time I saw him he was happy.',
    ],
  },
};
