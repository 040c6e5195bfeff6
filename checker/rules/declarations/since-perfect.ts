import { sincePerfect } from '../learner-since';
import { fix } from '../../engine/zh';
import type { WholeRule } from '../rule';

export const sincePerfectRule: WholeRule = {
  id: 'WordloomSincePerfect',
  type: 'grammar',
  en: 'With "for" + a length of time up to now, what goes on takes the present perfect: "I have been living".',
  zh: (o, s) =>
    `时态（tense）：since 加过去的时间点、for 加到现在的一段时间，表示一直持续到现在，用现在完成时（I have lived here since 2010 / for five years），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['I am living here for five years.', 'I have been living here for five years.'],
      ['I know him for ten years.', 'I have known him for ten years.'],
      ['I have this car for five years.', 'I have had this car for five years.'],
      ['She has a cat for many years.', 'She has had a cat for many years.'],
      ['We are friends for ten years.', 'We have been friends for ten years.'],
      ['He is a teacher for many years.', 'He has been a teacher for many years.'],
      ['He works here for three years.', 'He has worked here for three years.'],
      ["I'm living here since 2010.", "I've been living here since 2010."],
      ["He's working there since last year.", "He's been working there since last year."],
      ['I’m a teacher since 2012.', 'I’ve been a teacher since 2012.'],
      ['I am living here since 2010.', 'I have been living here since 2010.'],
      ['I know him since 2015.', 'I have known him since 2015.'],
      ['He lives in Shanghai since 2018.', 'He has lived in Shanghai since 2018.'],
      ['We are friends since childhood.', 'We have been friends since childhood.'],
      ['It is raining since yesterday.', 'It has been raining since yesterday.'],
      ['He plays tennis every day since last year.', 'He has played tennis every day since last year.'],
      ['Since I was a child, I like music.', 'Since I was a child, I have liked music.'],
      ['Since she was young, she lives in Beijing.', 'Since she was young, she has lived in Beijing.'],
      ['I lived in Beijing since 2010.', 'I have lived in Beijing since 2010.'],
      ['She worked here since 2018.', 'She has worked here since 2018.'],
      ["I'm looking for my keys since morning.", "I've been looking for my keys since morning."],
      ['He is working here since Monday.', 'He has been working here since Monday.'],
      ['It is raining since this morning.', 'It has been raining since this morning.'],
      ["I didn't see him since last week.", "I haven't seen him since last week."],
      ["She didn't call me since Monday.", "She hasn't called me since Monday."],
    ],
    right: [
      'I have been living here for five years.',
      'I have known him for ten years.',
      'I have had this car for five years.',
      'She has had a cat for many years.',
      'We have been friends for ten years.',
    ],
  },
  lints: sincePerfect,
};
