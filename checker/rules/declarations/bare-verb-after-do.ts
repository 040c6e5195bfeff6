import { replacementLint as lint, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import { isVerb, lemmaAfterModal } from '../../lexicon/forms';
import { regularPast } from '../../lexicon/inflect';
import { adjacent } from '../../lexicon/words';
import type { WholeRule, SentenceContext } from '../rule';

export const bareVerbAfterDoRule: WholeRule = {
  id: 'WordloomBareVerbAfterDo',
  type: 'grammar',
  en: 'After "doesn\'t", use the base form of the verb: "know".',
  zh: (o, s) => `否定（negation）：don't/doesn't/didn't 后面用动词原形，${fix(o, s)}。`,
  examples: {
    wrong: [
      ["He doesn't knew the answer.", "He doesn't know the answer."],
      ["She doesn't likes it.", "She doesn't like it."],
      ["I didn't wanted to go.", "I didn't want to go."],
      ["He doesn't has a car.", "He doesn't have a car."],
    ],
    right: [
      "He doesn't know the answer.",
      "She doesn't like it.",
      "I didn't want to go.",
      "He doesn't have a car.",
    ],
  },
  lints: negatedDo,
};

/* moved */

/** Negations made with "do", after which the verb is bare: "doesn't likes" -> "doesn't like". */
const DO_NEGATIONS = new Set(["don't", "doesn't", "didn't"]);

/** The bare verb for an inflected one after a negation with "do" ("likes", "wanted"), or undefined. */
function bareVerb(word: string): string | undefined {
  if (word === 'has') return 'have';
  const third = lemmaAfterModal(word);
  if (third) return third;
  // "don't need", "doesn't feed", "don't speed": a verb of its own, not "nee" or "fee" in the past.
  if (isVerb(word) || /^.{1,2}eed$/.test(word)) return undefined;
  const stem = /^(.+?)(?:ed|d)$/.exec(word)?.[1];
  if (!stem) return undefined;
  return [`${stem}e`, stem, stem.slice(0, -1)].find((lemma) => isVerb(lemma) && regularPast(lemma) === word);
}

/** "She doesn't likes it" -> "like", "I didn't wanted" -> "want": after "do" + "not", the bare verb. */
export function negatedDo(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const before = words[index - 1];
    const doWord = before?.lower === 'not' ? words[index - 2] : before;
    if (!before || !doWord || verb.text !== verb.lower || !adjacent(sentence, before, verb)) return;
    const negated =
      DO_NEGATIONS.has(doWord.lower) || (before.lower === 'not' && /^(do|does|did)$/.test(doWord.lower));
    const bare = negated ? bareVerb(verb.lower) : undefined;
    if (!bare) return;
    lints.push(
      lint(
        'WordloomBareVerbAfterDo',
        'Grammar',
        sentence,
        verb.start,
        verb.end,
        bare,
        `After "${sentence.slice(doWord.start, before.end)}", use the base form of the verb: "${bare}".`,
      ),
    );
  });
  return lints;
}
