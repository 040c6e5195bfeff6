import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import { isVerbForm, singularOf, singularOnlyNoun } from '../../lexicon/forms';
import { adjacent, matchCase, isMassNoun } from '../../lexicon/words';
import type { WholeRule, SentenceContext } from '../rule';

export const countedPluralRule: WholeRule = {
  id: 'WordloomCountedPlural',
  type: 'grammar',
  en: '"people" can be counted: "many people".',
  zh: (o, s) =>
    `可数名词（countable noun）：much 修饰不可数名词，可数名词复数前用 many（How many books），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There are much people here.', 'There are many people here.'],
      ['She has very much friends.', 'She has a lot of friends.'],
      ['How much books do you have?', 'How many books do you have?'],
      ['There is too much cars on the road.', 'There are too many cars on the road.'],
    ],
    right: [
      'There are many people here.',
      'She has a lot of friends.',
      'How many books do you have?',
      'There are too many cars on the road.',
    ],
  },
  lints: countedPlural,
};

/* moved */

/** Verbs "very much" says how much of: "I like it very much". */
const LIKING_VERBS = /^(?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)$/;

/** The auxiliaries that open a question after its subject: "How much books do you have?". */
const QUESTION_AUXILIARIES = new Set('do did are were have can could will would should'.split(' '));

/**
 * "much people" -> "many people": a plural is counted. ("less cavities" -> "fewer" was measured and left
 * out: the tune half's editors kept "less" with plurals.)
 */
export function countedPlural(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((quantity, index) => {
    const noun = words[index + 1];
    const counted = quantity.lower === 'much' ? 'many' : undefined;
    if (!counted || !noun || noun.text !== noun.lower || !adjacent(sentence, quantity, noun)) return;
    // "How much does it cost?": "does" is the verb, not the plural of "doe". "How much books do you have?":
    // a question's auxiliary after the word shows it is a noun, even one that is a verb too.
    const asked = QUESTION_AUXILIARIES.has(words[index + 2]?.lower ?? '');
    const plural = asked
      ? (singularOf(noun.lower) ?? noun.lower) !== noun.lower
      : singularOnlyNoun(noun.lower) !== undefined && !isVerbForm(noun.lower);
    if (noun.lower !== 'people' && !plural) return;
    // "much knowledges": the noun has no plural, and "much knowledge" is right once it loses its "-s".
    if (isMassNoun(singularOf(noun.lower) ?? singularOnlyNoun(noun.lower) ?? '')) return;
    // "very much friends" -> "a lot of friends" ("very many" is stiff).
    const very = words[index - 1]?.lower === 'very' && adjacent(sentence, words[index - 1]!, quantity);
    // "I like very much apples": "very much" is how much one likes them, in the wrong place (WORD_ORDER).
    if (very && LIKING_VERBS.test(words[index - 2]?.lower ?? '')) return;
    const from = very ? words[index - 1]! : quantity;
    const fixed = matchCase(very ? 'a lot of' : counted, from.text);
    lints.push(
      lint(
        'WordloomCountedPlural',
        'Grammar',
        sentence,
        from.start,
        quantity.end,
        fixed,
        `"${noun.text}" can be counted: "${fixed} ${noun.text}".`,
      ),
    );
  });
  return lints;
}
