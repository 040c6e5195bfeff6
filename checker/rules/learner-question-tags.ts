import { irregularParticiple, isPastTense, isVerb, lemmaOfParticiple } from '../lexicon/forms';
import { lemmasOfThirdPerson } from '../lexicon/inflect';
import { replacementLint, type RawLint } from '../engine/lints';
import { matchCase, wordTable, type Word } from '../lexicon/words';
import { NONE, type SubjectOptions } from '../engine/analysis';
import type { SentenceContext } from './rule';

/*
 * "You are a student, isn't it?" -> "aren't you?", "He likes apples, doesn't it?" -> "doesn't he?": a question
 * tag repeats the statement's subject and its auxiliary, turned round. Chinese asks 是不是／对不对 whatever the
 * statement, and learners carry "isn't it?" into every sentence. Only where the statement is plainly one
 * clause with a person pronoun for its subject (perhaps after "I think"), and the tag is the learner's
 * all-purpose "isn't it" or "doesn't it": "It is cold, isn't it?" is right.
 */

/** The all-purpose tags learners write: ", isn't it?", ", doesn't it?", ", is it?". */
const ANY_TAG = /,\s*((?:is|does|do)(?:n['’]t)?\s+it)\s*\?\s*$/i;

/** Each auxiliary of a statement, and its negation: the tag of "You are" is "aren't you". */
const NEGATION = wordTable<string>({
  am: "aren't",
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  can: "can't",
  could: "couldn't",
  will: "won't",
  would: "wouldn't",
  should: "shouldn't",
  must: "mustn't",
  have: "haven't",
  has: "hasn't",
  had: "hadn't",
});
/** A negative statement's auxiliary, and the positive one its tag takes: "He isn't here, is he?". */
const POSITIVE = wordTable<string>({
  "isn't": 'is',
  "aren't": 'are',
  "wasn't": 'was',
  "weren't": 'were',
  "don't": 'do',
  "doesn't": 'does',
  "didn't": 'did',
  "can't": 'can',
  "couldn't": 'could',
  "won't": 'will',
  "wouldn't": 'would',
  "shouldn't": 'should',
  "haven't": 'have',
  "hasn't": 'has',
});

/** The auxiliary of the tag for a subject and the verb after it; undefined where it is not plain. */
function tagAuxiliary(subject: string, verb: Word, next: Word | undefined): string | undefined {
  const word = verb.lower.replace('’', "'");
  if (POSITIVE[word]) return POSITIVE[word];
  if (/^(?:have|has|had)$/.test(word)) {
    // "You have seen it, haven't you?"; "You have a car" asks "don't you" or "haven't you" by variety.
    return next && (lemmaOfParticiple(next.lower) || irregularParticiple(next.lower))
      ? NEGATION[word]
      : undefined;
  }
  if (NEGATION[word]) return subject === 'i' && word === 'am' ? "aren't" : NEGATION[word];
  if (isPastTense(word)) return "didn't";
  if (lemmasOfThirdPerson(word).some(isVerb)) return /^(?:he|she)$/.test(subject) ? "doesn't" : undefined;
  return isVerb(word) && !/^(?:he|she)$/.test(subject) ? "don't" : undefined;
}

/** The statement's subject: a person pronoun, first or after "I think (that)" ("I think he is right, isn't he?"). */
const TAGGED_SUBJECT: SubjectOptions = {
  pronouns: new Set('i you we they he she'.split(' ')),
  determiners: NONE,
  bare: false,
  afterThinking: true,
};

export function questionTagLints(sentence: string, context: SentenceContext): RawLint[] {
  const tag = ANY_TAG.exec(sentence);
  if (!tag) return [];
  const statement = sentence.slice(0, tag.index);
  // One clause: no other comma, semicolon or sentence inside.
  if (/[,;:.!?]/.test(statement)) return [];
  // The statement's words are the sentence's before the tag: the tag opens with a comma, which ends a word.
  const words = context.analysis.words.filter((word) => word.end <= statement.length);
  const at = context.analysis.subjectAt(0, TAGGED_SUBJECT)?.start ?? -1;
  const [subject, verb] = [words[at], words[at + 1]];
  if (at < 0 || !subject || !verb) return [];
  const auxiliary = tagAuxiliary(subject.lower, verb, words[at + 2]);
  if (!auxiliary) return [];
  const pronoun = subject.lower === 'i' ? 'I' : subject.lower;
  const fixed = matchCase(`${auxiliary} ${pronoun}`, tag[1]!);
  const start = tag.index + tag[0].indexOf(tag[1]!);
  if (fixed.toLowerCase() === tag[1]!.toLowerCase().replace('’', "'")) return [];
  return [
    replacementLint(
      'WordloomQuestionTag',
      'Grammar',
      sentence,
      start,
      start + tag[1]!.length,
      fixed,
      `A question tag repeats the subject and the auxiliary: "${subject.text} ${verb.text} …, ${fixed}?".`,
    ),
  ];
}
