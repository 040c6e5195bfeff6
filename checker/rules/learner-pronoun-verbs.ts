import { replacementLint, type RawLint } from '../engine/lints';
import { isThinkingVerb } from '../lexicon/forms';
import { adjacent, type Word, wordTable } from '../lexicon/words';
import type { SentenceContext } from './rule';

/*
 * A pronoun's verb in its form: "I were" -> "I was", "they was" -> "they were", "I is" -> "I am". The pass is a
 * registry line of its own (rules/registry.ts).
 */

/** The past of "be" each subject pronoun takes, and its negation. */
export const PAST_BE = wordTable<[string, string]>({
  i: ['was', "wasn't"],
  he: ['was', "wasn't"],
  she: ['was', "wasn't"],
  it: ['was', "wasn't"],
  we: ['were', "weren't"],
  you: ['were', "weren't"],
  they: ['were', "weren't"],
});
/** Before these in its clause, "were" after I, he, she or it is the subjunctive: "If he were rich". */
const SUBJUNCTIVE_BEFORE = /\b(?:if|wish|wished|as|though|unless|suppose|imagine|whether)\b[^,;.!?]*$/i;

/**
 * The present of "be", "have" and "do" that I, we, you and they take, for the he-forms learners give them
 * ("they has" -> have, "I is" -> am, "we doesn't" -> don't).
 */
const NOT_THIRD_PRESENT = wordTable<string>({
  is: 'are',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "hasn't": "haven't",
  "doesn't": "don't",
});
const I_PRESENT = wordTable<string>({ ...NOT_THIRD_PRESENT, is: 'am', "isn't": 'am not' });

/** The form of "be", "have" or "do" a subject pronoun takes instead of `verb`, and why; undefined if right. */
function pronounForm(
  subject: string,
  verb: Word,
  sentence: string,
): { right: string; rule: string } | undefined {
  const past = PAST_BE[subject];
  if (past && /^(?:was|were)(?:n't)?$/.test(verb.lower)) {
    const right = past[verb.lower.endsWith("n't") ? 1 : 0];
    // "If he were", "I wish it were", "as it were", "were he to": the subjunctive is right.
    const subjunctive =
      right.startsWith('was') &&
      (SUBJUNCTIVE_BEFORE.test(sentence.slice(0, verb.start)) || /^\s+to\b/.test(sentence.slice(verb.end)));
    return verb.lower === right || subjunctive ? undefined : { right, rule: 'WordloomPronounPastBe' };
  }
  const table =
    subject === 'i' ? I_PRESENT : /^(?:we|you|they)$/.test(subject) ? NOT_THIRD_PRESENT : undefined;
  const right = table?.[verb.lower];
  return right === undefined ? undefined : { right, rule: 'WordloomPronounPresent' };
}

/**
 * "They was happy" -> "They were happy", "He were tired" -> "He was tired", "because they has" -> "have",
 * "I is" -> "am": a subject pronoun and the form of "be", "have" or "do" it takes.
 */
export function pronounVerbForm(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const subject = words[index - 1];
    if (!subject || !adjacent(sentence, subject, verb) || verb.text !== verb.lower) return;
    // "My friend and I are", "He and I were": the subject is both of them.
    if (/^(?:and|or|nor)$/.test(words[index - 2]?.lower ?? '')) return;
    const form = pronounForm(subject.lower, verb, sentence);
    if (!form) return;
    // "you" and "it" may be objects: "What he told you was true", "the books on it were old"; not after
    // "I think".
    const object =
      /^(?:you|it)$/.test(subject.lower) &&
      !context.analysis.startsClause(index - 1) &&
      !isThinkingVerb(words[index - 2]?.lower ?? '');
    if (object) return;
    const who = subject.lower === 'i' ? 'I' : subject.lower;
    const message =
      form.rule === 'WordloomPronounPastBe'
        ? `With "${who}", the past of "be" is "${form.right}".`
        : `With "${who}", the verb is "${form.right}": "${who} ${form.right}".`;
    lints.push(replacementLint(form.rule, 'Agreement', sentence, verb.start, verb.end, form.right, message));
  });
  return lints;
}
