import { isNoun, isPastTense, isVerb } from '../lexicon/forms';
import { lemmasOfThirdPerson } from '../lexicon/inflect';
import { isSubjectWithVerb } from './learner-clause-comma';
import { replacementLint, type RawLint } from '../engine/lints';
import { isMassNoun, matchCase, DEFINITE_DETERMINERS, SUBJECT_ADJECTIVES, type Word } from '../lexicon/words';
import type { SentenceContext } from './rule';

/*
 * "Today is sunny, I want to go out" -> "sunny. I want": two sentences joined by a comma alone (a comma
 * splice, 一逗到底: Chinese joins clauses with a comma where English needs a full stop or a joining word).
 * Only where both sides are plainly whole clauses: the first opens the sentence with a subject and its verb,
 * has something after that verb ("The problem is, we …" is speech, not a splice) and no comma or joining word
 * of its own; the second starts with a subject pronoun and its verb and goes on.
 */

/**
 * Words that make the first part something other than a main clause, join it to what follows, or report what
 * follows ("She told me, I am tired": the learner's words, reported).
 */
const NOT_MAIN =
  /\b(?:if|when|whenever|although|though|because|since|while|once|unless|until|after|before|as|that|which|who|whom|whose|where|what|how|why|whether|and|but|or|so|then|however|said|says|say|think|thought|know|knew|mean|see|guess|hope|tell|tells|told|telling|ask|asks|asked|answered|replied|wrote|promise|swear|bet|admit)\b/i;
/**
 * A second part that is a comment on the first: "…, I think", "…, you know", "…, he said", "…, I don't think"
 * (not "…, you should see it": a modal's verb is the clause's own).
 */
const COMMENT =
  /^\s*\S+\s+(?:(?!(?:can|could|will|would|should|must|may|might)\s)\S+\s+)?(?:think|thought|guess|suppose|believe|hope|know|mean|said|says|say|see|agree)\b\s*[,.!?]?/i;
/** Subjects that open the first part: a pronoun, "it/this/there", or "today" with its verb ("Today is sunny"). */
const FIRST_SUBJECTS = /^(?:i|we|they|he|she|you|it|this|that|there|today)$/;
const FIRST_VERBS =
  /^(?:am|is|are|was|were|have|has|had|do|does|did|can|could|will|would|should|must|may|might|don't|doesn't|didn't|can't|won't|isn't|aren't|wasn't|weren't)$/;

/** "You don't need to be a hero, you just need to try": a negative first part, a second that corrects it. */
const NEGATION = /\b(?:not|never|no)\b|n['’]t\b/i;
const CONTRAST = /^\s*\S+\s+(?:\S+\s+)?(?:just|only|simply|merely|rather|also)\b/i;
/** Pronouns that open the second part. "It" and "you" only with their verb after them ("…, it is", "…, you can"). */
const SECOND_SUBJECTS = /^(?:i|we|they|he|she|it|you)$/;

/** The comma splice of the sentence that starts at `from` in the text, if there is one. */
function spliceIn(text: string, textWords: readonly Word[], from: number): RawLint | undefined {
  const end = text.slice(from).search(/[.!?](?:\s|$)/);
  const sentence = text.slice(0, end < 0 ? text.length : from + end + 1);
  const words = textWords.filter((word) => word.start >= from && word.end <= sentence.length);
  const [subject, verb] = words;
  if (!subject || !verb) return undefined;
  // "My mother is a teacher", "The old house is big": a noun subject after a determiner (and an adjective
  // that is never a noun), and its verb.
  const described = SUBJECT_ADJECTIVES.has(verb.lower);
  const [noun, nounVerb] = described ? [words[2], words[3]] : [verb, words[2]];
  const nounSubject =
    DEFINITE_DETERMINERS.has(subject.lower) &&
    noun !== undefined &&
    (isNoun(noun.lower) || isMassNoun(noun.lower)) &&
    nounVerb !== undefined &&
    (FIRST_VERBS.test(nounVerb.lower) ||
      lemmasOfThirdPerson(nounVerb.lower).some(isVerb) ||
      isPastTense(nounVerb.lower));
  const opensClause =
    (FIRST_SUBJECTS.test(subject.lower) && FIRST_VERBS.test(verb.lower)) ||
    isSubjectWithVerb(words, 0) ||
    nounSubject;
  if (!opensClause) return undefined;
  if (!/^\s*["'“‘(]?$/.test(sentence.slice(from, subject.start))) return undefined;
  const commaAt = sentence.indexOf(',', from);
  if (commaAt < 0) return undefined;
  const first = sentence.slice(from, commaAt);
  if (NOT_MAIN.test(first) || /[;:()"“”\u2013\u2014]/.test(first)) return undefined;
  // "not only true now, it has always been", "You don't need to be a hero, you just need to try": a contrast
  // that leaves out its "but", which editors keep.
  if (/\bnot (?:only|just|merely|simply)\b/i.test(first)) return undefined;
  const second = words.findIndex((word) => word.start > commaAt);
  const pronoun = words[second];
  if (!pronoun || second < 3 || !/^,\s+$/.test(sentence.slice(commaAt, pronoun.start))) return undefined;
  // "My point is, we need more time", "The truth is, you never listen": the first part ends at its verb.
  if (FIRST_VERBS.test(words[second - 1]!.lower)) return undefined;
  if (!SECOND_SUBJECTS.test(pronoun.lower) || !isSubjectWithVerb(words, second, true)) return undefined;
  const rest = sentence.slice(pronoun.start);
  // "We will not deny, we will not ignore, we will not pass along", "We settled …, we built …, and we
  // changed …", "It was the best of times, it was the worst of times, it was …": a series said that way on
  // purpose (the same "it" or "you" again; any of the other pronouns).
  const series = new RegExp(`,\\s+(?:and\\s+|but\\s+|or\\s+)?(?:i|we|they|he|she|${pronoun.lower})\\s`, 'i');
  if (series.test(rest)) return undefined;
  // The second part up to its own punctuation.
  const clause = rest.split(/[,.!?;]/)[0] ?? '';
  if (NEGATION.test(first) && CONTRAST.test(clause)) return undefined;
  // At least three words after the pronoun's verb in its own clause, and not a comment on the first part.
  if (COMMENT.test(rest) || clause.trim().split(/\s+/).length < 3) return undefined;
  return replacementLint(
    'WordloomCommaSplice',
    'Punctuation',
    text,
    commaAt,
    pronoun.end,
    `. ${matchCase(pronoun.text, 'A')}`,
    'Two sentences are joined by a comma alone: end the first with a full stop (or join them with "and", "so" or "but").',
  );
}

/** Adverbs that join two sentences in meaning but not in grammar: "…; however, she kept working". */
const LINKING_ADVERBS = new Set(['however', 'therefore', 'otherwise', 'moreover', 'furthermore', 'besides']);
/** Verbs of choosing after "however you …", which then means "in whatever way": "Do it however you like". */
const CHOOSING = new Set(
  'like likes want wants wish wishes choose chooses please prefer prefers can may'.split(' '),
);

/**
 * "She was tired, however she kept working" -> "tired; however, she kept working": a linking adverb between
 * two clauses takes a semicolon before it and a comma after it. Only before a subject pronoun with its verb,
 * and not "however you like" ("in whatever way").
 */
function linkingAdverbSplice(text: string, words: readonly Word[]): RawLint[] {
  return words.flatMap((adverb, index) => {
    const before = words[index - 1];
    if (!before || !LINKING_ADVERBS.has(adverb.lower) || !/^,\s+$/.test(text.slice(before.end, adverb.start)))
      return [];
    // "…, however." ends the sentence: nothing after it to be a second clause.
    const subject = words[index + 1];
    if (!subject || !isSubjectWithVerb(words, index + 1, true) || CHOOSING.has(words[index + 2]?.lower ?? ''))
      return [];
    if (!/^\s+$/.test(text.slice(adverb.end, subject.start))) return [];
    // The first part is a clause of its own: a subject and its verb before the comma, in the same sentence.
    const from = text.slice(0, before.end).search(/[^.!?]*$/);
    const first = words.filter((word) => word.start >= from && word.end <= before.end);
    if (!first.some((_, at) => isSubjectWithVerb(first, at, at === 0))) return [];
    return [
      replacementLint(
        'WordloomCommaSplice',
        'Punctuation',
        text,
        before.end,
        adverb.end,
        `; ${adverb.lower},`,
        `"${adverb.lower}" joins two sentences: a semicolon before it and a comma after it ("…; ${adverb.lower}, ${subject.text} …").`,
      ),
    ];
  });
}

/** Each sentence of the text on its own: "I am a student, I am from China. It is sunny, we go out." */
export function commaSplice(text: string, context: SentenceContext): RawLint[] {
  const starts = [0, ...[...text.matchAll(/[.!?]\s+/g)].map((match) => match.index + match[0].length)];
  const { words } = context.analysis;
  return [
    ...starts.flatMap((from) => spliceIn(text, words, from) ?? []),
    ...linkingAdverbSplice(text, words),
  ];
}
