import { fix } from '../../engine/zh';
import type { RawLint } from '../../engine/lints';
import { pluralOf, singularOf } from '../../lexicon/forms';
import { matchCase, PERSON_WORDS } from '../../lexicon/words';
import type { WholeRule, SentenceContext } from '../rule';

export const quantifierOfRule: WholeRule = {
  id: 'WordloomQuantifierOf',
  type: 'grammar',
  en: 'Without "the", it is "most people".',
  zh: (o, s) =>
    `限定词（determiner）：most/many/some of 后面要有 the、my 等限定词（most of the people），或者去掉 of（most people），${fix(o, s)}。`,
  examples: {
    wrong: [
      ['Most of people like music.', 'Most people like music.'],
      ['The most of people agree.', 'Most people agree.'],
      ['Most of student like sports.', 'Most students like sports.'],
      ['Many of teacher are kind.', 'Many teachers are kind.'],
    ],
    right: [
      'Most people like music.',
      'Most people agree.',
      'Most students like sports.',
      'Many teachers are kind.',
    ],
  },
  lints: quantifierOf,
};

/**
 * "most of people" -> "most people": "of" needs a determiner after it ("most of the people"). One person
 * there is many: "Most of student like sports" -> "Most students" (a person only: "most of time" is "most of
 * the time").
 */
function quantifierOf(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((of, index) => {
    const quantifier = words[index - 1];
    const noun = words[index + 1];
    if (of.lower !== 'of' || !quantifier || !noun || !/^(most|many|some)$/.test(quantifier.lower)) return;
    const persons =
      noun.text === noun.lower && PERSON_WORDS.has(noun.lower) ? pluralOf(noun.lower) : undefined;
    if (noun.lower !== 'people' && !singularOf(noun.lower) && !persons) return;
    const gaps = [sentence.slice(quantifier.end, of.start), sentence.slice(of.end, noun.start)];
    if (!gaps.every((gap) => /^\s+$/.test(gap))) return;
    // "The most of people" -> "Most people": the article goes too.
    const the = words[index - 2];
    const withThe = the?.lower === 'the' && /^\s+$/.test(sentence.slice(the.end, quantifier.start));
    const from = withThe ? the : quantifier;
    const quantity = withThe ? matchCase(quantifier.lower, the.text) : quantifier.text;
    const end = persons ? noun.end : of.end;
    const replacement = persons ? `${quantity} ${persons}` : quantity;
    lints.push({
      rule: 'WordloomQuantifierOf',
      kind: 'Grammar',
      start: from.start,
      end,
      problem: sentence.slice(from.start, end),
      message: `Without "the", it is "${quantifier.lower} ${persons ?? noun.text}".`,
      suggestions: [{ kind: 'replace', text: replacement }],
    });
  });
  return lints;
}
