import { COMMON_WORDS } from './common-words';
import { isVerb, lemmaAfterModal, overRegularPlural, overRegularVerb } from './forms';
import type { RawLint } from './lints';
import {
  isBeForm,
  isPerfectAuxiliary,
  isPluralNumber,
  matchCase,
  MIDDLE_ADVERBS,
  MODALS,
  SUBJECT_PRONOUNS,
  wordsOf,
  type Word,
} from './words';

/*
 * Learner rules about word forms, each restricted to contexts where it is right (measured on correct text
 * with `npm run eval:check -- --half tune --rules`):
 * - over-regularised verbs and plurals ("goed", "childs", "three mouses") -> ECDICT's irregular form, the
 *   past or the participle chosen by the auxiliary in front;
 * - an uncountable noun written as a plural ("informations are") -> singular noun and verb;
 * - a modal + an inflected verb ("can sings", "can went") -> the bare verb;
 * - "be + agree" ("I am agree") -> "agree" in the subject's form;
 * - "there is + a plural quantifier" ("There is many") -> "there are".
 */

/** Whether Harper also found something wrong with exactly this word: a second, independent signal. */
type Flagged = (word: Word) => boolean;

const lintFor = (
  rule: string,
  kind: string,
  from: Word,
  to: Word,
  sentence: string,
  replacement: string,
  message: string,
): RawLint => ({
  rule,
  kind,
  start: from.start,
  end: to.end,
  problem: sentence.slice(from.start, to.end),
  message,
  suggestions: [{ kind: 'replace', text: replacement }],
});

/** The word before `index`, skipping adverbs such as "never" ("have never goed"). */
function auxiliaryBefore(words: Word[], index: number): Word | undefined {
  let i = index - 1;
  while (i >= 0 && MIDDLE_ADVERBS.has(words[i]!.lower)) i -= 1;
  return words[i];
}

function overRegularised(words: Word[], sentence: string, flagged: Flagged): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const verb = overRegularVerb(word.lower);
    if (verb && flagged(word)) {
      const aux = auxiliaryBefore(words, index);
      const participle = aux !== undefined && (isPerfectAuxiliary(aux) || isBeForm(aux));
      const form = participle ? verb.participle : verb.past;
      lints.push(
        lintFor(
          'WordloomIrregularVerb',
          'Grammar',
          word,
          word,
          sentence,
          matchCase(form, word.text),
          participle
            ? `"${verb.lemma}" is irregular: after "${aux!.text}" its past participle is "${form}".`
            : `"${verb.lemma}" is irregular: its past tense is "${form}".`,
        ),
      );
      return;
    }
    const plural = overRegularPlural(word.lower);
    const before = words[index - 1];
    // "mouses" is also a verb form: only a number or "many" in front makes it a plural for sure.
    if (plural && (flagged(word) || (before !== undefined && isPluralNumber(before)))) {
      lints.push(
        lintFor(
          'WordloomIrregularPlural',
          'Agreement',
          word,
          word,
          sentence,
          matchCase(plural, word.text),
          `The plural of this word is irregular: "${plural}".`,
        ),
      );
    }
  });
  return lints;
}

let common: Set<string> | null = null;

/** "informations" -> "information": a common noun (not a verb) whose -s form Harper does not know. */
function uncountablePlurals(words: Word[], sentence: string, flagged: Flagged): RawLint[] {
  common ??= new Set(COMMON_WORDS);
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    if (!/^[a-z]+s$/i.test(word.text) || !flagged(word) || overRegularPlural(word.lower)) return;
    const singular = [word.lower.slice(0, -1), word.lower.slice(0, -2)].find(
      (stem) => stem.length > 3 && common!.has(stem) && !isVerb(stem),
    );
    if (!singular) return;
    const next = words[index + 1];
    const verb = next && { are: 'is', were: 'was' }[next.lower];
    const last = verb ? next : word;
    const replacement =
      matchCase(singular, word.text) + (verb ? sentence.slice(word.end, next.start) + verb : '');
    lints.push(
      lintFor(
        'WordloomMassNounPlural',
        'Agreement',
        word,
        last,
        sentence,
        replacement,
        verb
          ? `"${singular}" is uncountable: it has no plural, and takes "${verb}".`
          : `"${singular}" is uncountable: it has no plural form.`,
      ),
    );
  });
  return lints;
}

function modalVerbs(words: Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((modal, index) => {
    if (!MODALS.has(modal.text)) return;
    // Only after a pronoun subject: "Can parents help?", "the can holds", "in may parts" are no modal + verb.
    const before = words[index - 1];
    if (!before || !MODAL_SUBJECTS.has(before.lower)) return;
    let next = index + 1;
    if (words[next]?.lower === 'not') next += 1;
    const verb = words[next];
    if (!verb || verb.text !== verb.lower) return;
    const lemma = lemmaAfterModal(verb.lower);
    if (!lemma || sentence.slice(modal.end, verb.start).includes(',')) return;
    lints.push(
      lintFor(
        'WordloomModalVerb',
        'Grammar',
        verb,
        verb,
        sentence,
        lemma,
        `After "${modal.text}", use the base form of the verb: "${lemma}".`,
      ),
    );
  });
  return lints;
}

const MODAL_SUBJECTS = new Set([...SUBJECT_PRONOUNS, 'who', 'which', 'that']);

const AGREE = new Set(['agree', 'disagree']);

function beAgree(words: Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const verb = words[index + 1];
    if (index === 0 || !verb || !AGREE.has(verb.lower) || !isBeForm(be)) return;
    const lower = be.lower;
    // "I'm agree" -> "I agree": replace from the apostrophe.
    const contracted = /^(\w+)'(m|re|s)$/.exec(lower);
    const subject = contracted ? contracted[1]! : (words[index - 1]?.lower ?? '');
    const form = /^(was|were)$/.test(lower)
      ? `${verb.lower}d`
      : lower === 'is' || (contracted?.[2] === 's' && subject !== 'there') || /^(he|she|it)$/.test(subject)
        ? `${verb.lower}s`
        : verb.lower;
    if (contracted) {
      const start = be.start + contracted[1]!.length;
      lints.push({
        rule: 'WordloomBeAgree',
        kind: 'Grammar',
        start,
        end: verb.end,
        problem: sentence.slice(start, verb.end),
        message: `"${verb.lower}" is a verb: it needs no "be" in front.`,
        suggestions: [{ kind: 'replace', text: ` ${form}` }],
      });
      return;
    }
    lints.push(
      lintFor(
        'WordloomBeAgree',
        'Grammar',
        be,
        verb,
        sentence,
        form,
        `"${verb.lower}" is a verb: it needs no "be" in front.`,
      ),
    );
  });
  return lints;
}

function thereIsPlural(words: Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((there, index) => {
    if (there.lower !== 'there' && there.lower !== "there's") return;
    const contracted = there.lower === "there's";
    const be = contracted ? there : words[index + 1];
    const quantifier = words[index + (contracted ? 1 : 2)];
    if (!be || !quantifier || !isPluralNumber(quantifier) || /^(these|those)$/.test(quantifier.lower)) return;
    if (!contracted && be.lower !== 'is' && be.lower !== 'was') return;
    const start = contracted ? there.start + 5 : be.start;
    const plural = be.lower === 'was' ? 'were' : 'are';
    lints.push({
      rule: 'WordloomThereIsPlural',
      kind: 'Agreement',
      start,
      end: be.end,
      problem: sentence.slice(start, be.end),
      message: `With a plural ("${quantifier.text}"), use "there ${plural}".`,
      suggestions: [{ kind: 'replace', text: contracted ? ` ${plural}` : plural }],
    });
  });
  return lints;
}

export function formLints(sentence: string, flagged: Flagged): RawLint[] {
  const words = wordsOf(sentence);
  return [
    ...overRegularised(words, sentence, flagged),
    ...uncountablePlurals(words, sentence, flagged),
    ...modalVerbs(words, sentence),
    ...beAgree(words, sentence),
    ...thereIsPlural(words, sentence),
  ];
}
