import { replacementLint, type RawLint } from '../engine/lints';
import { isVerb } from '../lexicon/forms';
import { thirdPersonOf } from '../lexicon/inflect';
import { adjacentRun, startsSentence, type Word } from '../lexicon/words';
import { PRESENT_OF_BE } from './learner-sentence-time';
import { NONE, type SentenceAnalysis, type SubjectOptions } from '../engine/analysis';

/*
 * "will" where English has the present, and the present where it has "will": "When I will arrive, I call
 * you" -> "When I arrive, I will call you", "If it will rain" -> "If it rains". Passes of the past-time
 * family (learner-past-time.ts runs them).
 */

/** Conjunctions of a time clause, which speaks of the future in the present: "when I arrive". */
const TIME_CONJUNCTIONS = new Set('when after before until once'.split(' '));
/** Verbs after which "when" asks a question ("ask him when he will come"), where "will" is right. */
const ASKING_BEFORE =
  /\b(?:ask|asks|asked|tell|tells|told|know|knows|knew|wonder|wonders|sure|idea|decide|decided|remember|forget)\s+(?:(?:me|you|him|her|us|them)\s+)?$/i;
const WILL = /\b(?:will|won't|['’]ll)\b/i;

/**
 * Whether the time clause of `conjunction` belongs to a main clause with "will", in the same sentence: one
 * before it ("I will call you when …"; not after a verb of asking, "ask him when he will come"), or one
 * after the comma that ends a time clause opening the sentence ("When I will finish, I will call you"). A
 * time clause that opens the sentence and ends at its comma speaks of the future whatever the main clause
 * says (`anyMain`: "When I will grow up, I want to be a doctor"); a condition's "will" may be willing.
 */
function futureMainClause(sentence: string, conjunction: Word, verb: Word, anyMain: boolean): boolean {
  const before = sentence.slice(0, conjunction.start);
  // "tell you when he will come" asks a question; "tell you after I finish" does not.
  if (WILL.test(before.replace(/^.*[.!?]\s/s, '')))
    return conjunction.lower !== 'when' || !ASKING_BEFORE.test(before);
  if (!/(?:^|[.!?]\s+)["'“‘(]?$/.test(before)) return false;
  const rest = sentence.slice(verb.end).split(/[.!?]/)[0]!;
  const comma = rest.indexOf(',');
  return comma >= 0 && (anyMain || WILL.test(rest.slice(comma).split(',')[1] ?? ''));
}

/** The time clause's subject: a subject pronoun ("when I will arrive"). */
const PRONOUN_SUBJECT: SubjectOptions = { determiners: NONE, bare: false };

/** What happens to one, not what one is willing to do: "If he will be late" is "If he is late". */
const NOT_WILLED = new Set(
  'be become get feel fail lose win pass happen arrive need grow die have'.split(' '),
);

/**
 * A condition that opens the sentence whose "will" is no one's will: "it", a verb no one wills, or a future
 * time in the clause ("If it will rain tomorrow, we will stay" -> "If it rains"; "If she will be late, …";
 * "If they will come tomorrow, …"). "If you will excuse me", "I will be grateful if you will help me" and
 * "If he will help, …" are willing, and right.
 */
function futureCondition(sentence: string, conjunction: Word, subject: Word, verb: Word): boolean {
  if (conjunction.lower !== 'if' || subject.lower === 'you') return false;
  if (!startsSentence(sentence, conjunction)) return false;
  const clause = sentence.slice(verb.end).split(/[,.!?]/)[0]!;
  return (
    subject.lower === 'it' ||
    NOT_WILLED.has(verb.lower) ||
    /\b(?:tomorrow|tonight|next|later|soon)\b/i.test(clause)
  );
}

/**
 * "I will call you when I will arrive" -> "when I arrive", "When I will finish, I will call you" -> "When I
 * finish": a time clause of a main clause with "will" takes the present, and so does a condition
 * (`futureCondition`). Not after a verb of asking ("ask him when he will come": a question).
 */
export function futureInTimeClause(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((conjunction, index) => {
    const [subject, will, verb] = words.slice(index + 1, index + 4);
    if (!subject || !will || !verb || will.lower !== 'will') return;
    if (!analysis.subjectAt(index + 1, PRONOUN_SUBJECT)) return;
    const present = PRESENT_OF_BE[subject.lower]!;
    if (verb.text !== verb.lower || !isVerb(verb.lower)) return;
    // "Unless you will work hard, you will fail": "unless" is a condition that wills nothing.
    const condition = conjunction.lower === 'unless' || futureCondition(sentence, conjunction, subject, verb);
    // "As soon as I will get there, I will call you": the conjunction of three words starts at the first.
    const asSoonAs =
      conjunction.lower === 'as' &&
      words[index - 1]?.lower === 'soon' &&
      words[index - 2]?.lower === 'as' &&
      adjacentRun(sentence, words.slice(index - 2, index + 1));
    if (!TIME_CONJUNCTIONS.has(conjunction.lower) && !asSoonAs && !condition) return;
    if (!adjacentRun(sentence, [conjunction, subject, will, verb])) return;
    const opener = asSoonAs ? words[index - 2]! : conjunction;
    if (!futureMainClause(sentence, opener, verb, !condition)) return;
    const third = /^(?:he|she|it)$/.test(subject.lower);
    const form = verb.lower === 'be' ? present : third ? thirdPersonOf(verb.lower) : verb.lower;
    const clause = condition ? 'A condition' : 'A time clause';
    lints.push(
      replacementLint(
        condition ? 'WordloomConditionWill' : 'WordloomTimeClauseWill',
        'Grammar',
        sentence,
        will.start,
        verb.end,
        form,
        `${clause} ("${sentence.slice(opener.start, conjunction.end)} …") speaks of the future in the present: "${subject.text} ${form}".`,
      ),
    );
  });
  return lints;
}
