import { IRREGULAR_VERB } from '../../engine/zh';
import type { Rule } from '../rule';

export const irregularVerbRule: Rule = {
  id: 'WordloomIrregularVerb',
  type: 'grammar',
  en: '"go" is irregular: its past tense is "went".',
  zh: () => IRREGULAR_VERB,
  examples: {
    wrong: [
      ['I goed to school yesterday.', 'I went to school yesterday.'],
      ['I have goed there before.', 'I have gone there before.'],
      ['He buyed a new car.', 'He bought a new car.'],
      ['He comed home late.', 'He came home late.'],
      ['She has becomed a doctor.', 'She has become a doctor.'],
      ['He last choosed to learn the truth.', 'He last chose to learn the truth.'],
      ['He brang his book to school.', 'He brought his book to school.'],
      ['I was borned in Beijing.', 'I was born in Beijing.'],
      ['I borned in 1990.', 'I was born in 1990.'],
      ['My parents borned in Shanghai.', 'My parents were born in Shanghai.'],
      ['He wented home.', 'He went home.'],
    ],
    right: [
      'I went to school yesterday.',
      'I have gone there before.',
      'He bought a new car.',
      'He came home late.',
      'She has become a doctor.',
    ],
  },
};
