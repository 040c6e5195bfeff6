import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import { singularOnlyNoun } from '../../lexicon/forms';
import { adjacent } from '../../lexicon/words';
import type { WholeRule, SentenceContext } from '../rule';

export const anotherPluralRule: WholeRule = {
  id: 'WordloomAnotherPlural',
  type: 'grammar',
  en: '"another" goes with one thing; with "people" it is "other".',
  zh: (o, s) => `限定词（determiner）：another 只修饰单数名词，复数名词前用 other，${fix(o, s)}。`,
  examples: {
    wrong: [['It makes problems for another people.', 'It makes problems for other people.']],
    right: ['It makes problems for other people.'],
  },
  lints: anotherPlural,
};

/* moved */

/** "another people", "another things" -> "other": "another" is "an other", one thing. */
export function anotherPlural(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((another, index) => {
    const noun = words[index + 1];
    if (
      another.lower !== 'another' ||
      !noun ||
      noun.text !== noun.lower ||
      !adjacent(sentence, another, noun)
    )
      return;
    if (noun.lower !== 'people' && !singularOnlyNoun(noun.lower)) return;
    const other = another.text[0] === 'A' ? 'Other' : 'other';
    lints.push(
      lint(
        'WordloomAnotherPlural',
        'Grammar',
        sentence,
        another.start,
        another.end,
        other,
        `"another" goes with one thing; with "${noun.text}" it is "${other}".`,
      ),
    );
  });
  return lints;
}
