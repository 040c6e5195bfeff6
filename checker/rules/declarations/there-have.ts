import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import { adjacent } from '../../lexicon/words';
import { mentionsPastTime } from '../learner-sentence-time';
import type { WholeRule, SentenceContext } from '../rule';

export const thereHaveRule: WholeRule = {
  id: 'WordloomThereHave',
  type: 'grammar',
  en: 'To say something exists, English uses "there are", not "there have".',
  zh: (o, s) => `there be 句型：表示“有”用 there is/are，不用 there have，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There have many people in the park.', 'There are many people in the park.'],
      [
        'There have a lot of people in the street yesterday.',
        'There were a lot of people in the street yesterday.',
      ],
      ['Last week there have a party at school.', 'Last week there was a party at school.'],
    ],
    right: [
      'There are many people in the park.',
      'There were a lot of people in the street yesterday.',
      'Last week there was a party at school.',
    ],
  },
  lints: thereHave,
};

/* moved */

/** "There have many people" -> "There are many people": "there is/are" says something exists. */
export function thereHave(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    const have = words[index + 1];
    const next = words[index + 2];
    if (there.lower !== 'there' || !have || !next || !/^(have|has)$/.test(have.lower)) return;
    if (!adjacent(sentence, there, have) || !adjacent(sentence, have, next)) return;
    // "There have a lot of people": "a lot of" is many.
    const lot = next.lower === 'a' && words[index + 3]?.lower === 'lot';
    const singular = /^(a|an|one)$/.test(next.lower) && !lot;
    if (!singular && !lot && !/^(many|several|some|lots|two|three|four|five|ten|no)$/.test(next.lower))
      return;
    // "There have many people in the street yesterday" -> "There were": the past time the sentence names.
    const past = mentionsPastTime(words);
    const be = singular ? (past ? 'was' : 'is') : past ? 'were' : 'are';
    lints.push(
      lint(
        'WordloomThereHave',
        'Grammar',
        sentence,
        have.start,
        have.end,
        be,
        `To say something exists, English uses "there ${be}", not "there ${have.lower}".`,
      ),
    );
  });
  return lints;
}
