import type { PhraseTable } from '../engine/phrase-table';
import {
  isNoun,
  isPastTense,
  isVerb,
  lemmaAfterModal,
  lemmaOfParticiple,
  nounNumber,
  pastOf,
} from '../lexicon/forms';
import { lemmasOfIng, lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import { replacementLint, type RawLint } from '../engine/lints';
import {
  adjacent,
  adjacentRun,
  DEFINITE_DETERMINERS,
  MODALS,
  type Word,
  OBJECT_PRONOUNS,
  isStateAdjective,
  matchCase,
  DAY_WORDS,
  SUBJECT_PRONOUNS,
} from '../lexicon/words';
import { NONE, type SentenceAnalysis } from '../engine/analysis';
import type { SentenceContext } from './rule';

/*
 * "Can you tell me where is the station?" -> "where the station is": a question inside a sentence keeps
 * the order of a statement, subject before verb. Chinese asks "车站在哪里" in the same order either way,
 * and learners carry the direct question's order ("Where is the station?") into the indirect one. Only
 * where the subject is plain: a determiner and one or two words, ending the sentence or its clause, right
 * after "is/are/was/were" ("I know what is going on" is left alone). A direct question's order is here too
 * ("Why you are late?"), and its auxiliary (QUESTION_AUXILIARY: "Where are you come from?").
 */

/** Verbs (and "sure", "idea") that take a question as their object: "know where", "no idea why". */
const ASKING_WORDS = new Set(
  'know knows knew tell tells told ask asks asked wonder wonders wondered understand understood remember remembered forget forgot explain explained show showed sure idea find learn see'.split(
    ' ',
  ),
);
/** Who is told or asked, between the verb and the question: "tell me where", "ask him why". */
const QUESTION_WORDS = new Set('what where who when how why'.split(' '));
const BE = new Set('is are was were'.split(' '));
/** The subject ends the sentence or its clause: a mark, or the end. */
// A clause also ends where "and", "or", "but" join the next: "why was it wrong or why should they".
const SUBJECT_END = /^\s*(?:[.,;:!?]|$)|^\s+(?:and|or|but|because)\b/;

/** Times, which end a question rather than its subject: "Where is the teacher today?". */
const TIMES = new Set([...DAY_WORDS, ...'now morning afternoon evening night week weekend year'.split(' ')]);

/**
 * The subject after "is", ending the sentence or its clause: a determiner and a word, or a determiner, a word
 * and a noun ("the new teacher", "the post office"; not "why is the sky blue", nor a time: "where is the
 * teacher today"), written together; its last word.
 */
function subjectEnd(analysis: SentenceAnalysis, from: number): Word | null {
  const found = analysis.subjectAt(from, {
    pronouns: NONE,
    determiners: DEFINITE_DETERMINERS,
    describing: 1,
    describes: () => true,
    noun: ({ lower }, at) => at === from + 1 || (isNoun(lower) && !TIMES.has(lower)),
    then: (_, rest) => SUBJECT_END.test(rest),
    bare: false,
    capitals: 'any',
    together: true,
  });
  return found ? analysis.words[found.end - 1]! : null;
}

const questionOrderLint = (sentence: string, from: Word, to: Word, fixed: string, message: string) =>
  replacementLint('WordloomQuestionOrder', 'WordOrder', sentence, from.start, to.end, fixed, message);

/** Whether the question word at `index` follows an asking word ("know where", "tell me why"), only spaces between. */
function isAsked(sentence: string, words: readonly Word[], index: number): boolean {
  let asking = words[index - 1];
  if (asking && OBJECT_PRONOUNS.has(asking.lower) && index >= 2) asking = words[index - 2];
  if (!asking || !ASKING_WORDS.has(asking.lower)) return false;
  const span = words.slice(words.indexOf(asking), index + 2);
  return adjacentRun(sentence, span);
}

/**
 * "I want to know where does he live" -> "where he lives", "what did she say" -> "what she said": the
 * question's "do" goes, and its tense and person go to the verb. "I don't know what should I do" -> "what I
 * should do": a modal stays, after the subject.
 */
function indirectAuxiliaryQuestion(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((question, index) => {
    const [auxiliary, subject, verb] = words.slice(index + 1, index + 4);
    if (!QUESTION_WORDS.has(question.lower) || !auxiliary || !subject || !verb) return;
    const modal = MODALS.has(auxiliary.text);
    if (!/^(?:do|does|did)$/.test(auxiliary.text) && !modal) return;
    if (!SUBJECT_PRONOUNS.has(subject.lower)) return;
    if (verb.text !== verb.lower || !isVerb(verb.lower) || !isAsked(sentence, words, index)) return;
    if (!adjacent(sentence, auxiliary, subject) || !adjacent(sentence, subject, verb)) return;
    if (modal) {
      const fixed = `${subject.text} ${auxiliary.text}`;
      const message = `A question inside a sentence keeps the subject before "${auxiliary.text}": "${question.text} ${fixed} ${verb.text}".`;
      lints.push(questionOrderLint(sentence, auxiliary, subject, fixed, message));
      return;
    }
    const form =
      auxiliary.text === 'does'
        ? thirdPersonOf(verb.lower)
        : auxiliary.text === 'did'
          ? pastOf(verb.lower)
          : verb.lower;
    if (!form) return;
    const fixed = `${subject.text} ${form}`;
    const message = `A question inside a sentence has no "${auxiliary.text}" and keeps the subject first: "${question.text} ${fixed}".`;
    lints.push(questionOrderLint(sentence, auxiliary, verb, fixed, message));
  });
  return lints;
}

/** What "how" asks the degree of: "He asked me how old I was". */
const HOW_DEGREE = new Set('old tall much many long far big often late high'.split(' '));

/** What "what" asks the kind of: "Do you know what time it is?". */
const WHAT_KIND = new Set('time day date colour color size'.split(' '));

/** How many words a question word at `at` takes with it: 1 in "how old was I", "what time is it"; else 0. */
function questionExtent(words: readonly Word[], at: number): 0 | 1 {
  const [question, second] = [words[at]!.lower, words[at + 1]?.lower ?? ''];
  return (question === 'how' && HOW_DEGREE.has(second)) || (question === 'what' && WHAT_KIND.has(second))
    ? 1
    : 0;
}

/**
 * A subject pronoun after "is" that ends the clause ("I don't know where he is" for "where is he"), or is
 * followed by what it is doing ("He asked me where I was going" for "where was I going") or how it is, then
 * the clause's end ("I wonder why he is late" for "why is he late").
 */
function pronounSubject(sentence: string, words: readonly Word[], at: number): Word | null {
  const [pronoun, next] = [words[at], words[at + 1]];
  // "I don't know what is this" -> "what this is": "this" and "that" alone, ending the clause, too.
  if (pronoun && /^(?:this|that)$/.test(pronoun.lower) && SUBJECT_END.test(sentence.slice(pronoun.end)))
    return pronoun;
  if (!pronoun || !SUBJECT_PRONOUNS.has(pronoun.lower)) return null;
  const doing = next && /ing$/.test(next.lower) && lemmasOfIng(next.lower).some(isVerb);
  // "I wonder why is he late" -> "why he is late": how the subject is, ending the clause.
  const how = next && isStateAdjective(next.lower) && SUBJECT_END.test(sentence.slice(next.end));
  return SUBJECT_END.test(sentence.slice(pronoun.end)) ||
    ((doing || how) && adjacent(sentence, pronoun, next))
    ? pronoun
    : null;
}

/** The "do" a question asks with for a subject and its verb: "does" for he, she, it; "did" for a past. */
function questionDo(subject: string, verb: string): [does: string, lemma: string] | undefined {
  if (isVerb(verb)) return /^(?:he|she|it)$/.test(subject) ? undefined : ['do', verb];
  const third = lemmasOfThirdPerson(verb).find(isVerb);
  if (third) return /^(?:he|she|it)$/.test(subject) ? ['does', third] : undefined;
  const past = lemmaAfterModal(verb) ?? lemmaOfParticiple(verb);
  return past && isPastTense(verb) ? ['did', past] : undefined;
}

/**
 * "Why you are late?" -> "Why are you late?", "When you will come?" -> "When will you come?", "Where you
 * live?" -> "Where do you live?", "What it means?" -> "What does it mean?": a direct question puts "be", a
 * modal or "do" before its subject (a statement's order with a question mark, 你去哪里？). Only a question
 * word that opens a sentence ending in "?", then a subject pronoun ("Who wants tea?" is asked of the
 * subject, and keeps its order).
 */
function directQuestionOrder(sentence: string, words: readonly Word[]): RawLint[] {
  const question = words[0];
  if (!question || !QUESTION_WORDS.has(question.lower) || !/\?\s*$/.test(sentence)) return [];
  const degree = questionExtent(words, 0);
  const [subject, verb] = [words[1 + degree], words[2 + degree]];
  if (!subject || !verb || !SUBJECT_PRONOUNS.has(subject.lower) || verb.text !== verb.lower) return [];
  if (!adjacentRun(sentence, words.slice(0, 3 + degree))) return [];
  // "What you need is rest?", "How we respond decides who we are?": the question word opens the subject,
  // whose verb comes later (a "be", a modal, a past or an -s form).
  const laterVerb = (word: Word) =>
    BE.has(word.lower) ||
    MODALS.has(word.lower) ||
    isPastTense(word.lower) ||
    lemmasOfThirdPerson(word.lower).some(isVerb);
  if (words.slice(3 + degree).some(laterVerb)) return [];
  const asked = sentence.slice(question.start, words[degree]!.end);
  // "Why you didn't come?" -> "Why didn't you come?": a negated auxiliary goes first as it is.
  const negated = /^(?:do|does|did|is|are|was|were|can|could|wo|would|should|have|has)n['’]t$/.test(
    verb.lower,
  );
  // "How long you have been here?" -> "have you been": "have" before a participle is the auxiliary.
  const after = words[3 + degree]?.lower ?? '';
  const perfect =
    /^(?:have|has|had)$/.test(verb.lower) && (after === 'been' || lemmaOfParticiple(after) !== undefined);
  if (BE.has(verb.lower) || /^am$/.test(verb.lower) || MODALS.has(verb.lower) || negated || perfect) {
    const fixed = `${verb.text} ${subject.text}`;
    const message = `A question puts "${verb.text}" before its subject: "${asked} ${fixed}".`;
    return [questionOrderLint(sentence, subject, verb, fixed, message)];
  }
  const asks = questionDo(subject.lower, verb.lower);
  if (!asks) return [];
  const fixed = `${asks[0]} ${subject.text} ${asks[1]}`;
  const message = `A question asks with "${asks[0]}" before its subject: "${asked} ${fixed}".`;
  return [questionOrderLint(sentence, subject, verb, fixed, message)];
}

export function indirectQuestionOrder(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((question, index) => {
    if (!QUESTION_WORDS.has(question.lower)) return;
    const degree = questionExtent(words, index);
    const be = words[index + 1 + degree];
    if (!be || !BE.has(be.lower) || be.text !== be.lower) return;
    if (!isAsked(sentence, words, index) || !adjacentRun(sentence, words.slice(index, index + 3 + degree)))
      return;
    const from = index + 2 + degree;
    const last = subjectEnd(context.analysis, from) ?? pronounSubject(sentence, words, from);
    if (!last) return;
    const asked = sentence.slice(question.start, words[index + degree]!.end);
    const fixed = `${sentence.slice(words[from]!.start, last.end)} ${be.text}`;
    const message = `A question inside a sentence keeps the subject before the verb: "${asked} ${fixed}".`;
    lints.push(questionOrderLint(sentence, be, last, fixed, message));
  });
  return [...lints, ...indirectAuxiliaryQuestion(sentence, words), ...directQuestionOrder(sentence, words)];
}

/** A question asked with the wrong auxiliary: "be" for a verb's "do", or "did" for "be". */
export const QUESTION_AUXILIARY: PhraseTable = [
  // "What means this word?" -> "What does this word mean?", "How much cost this bag?" -> "How much does this
  // bag cost?": a question about the subject of "mean" or "cost" asks with "do".
  {
    id: 'what-means',
    pattern:
      /(?<=\b(?:[Ww]hat|[Hh]ow\s+much)\s+)(means|mean|costs|cost)\s+((?:this|that|these|those|the|your|my|his|her|our|their)\s+([a-z]+))(?=\s*\?)/g,
    fix: (m) => {
      const plural = /^(?:these|those)\s/.test(m[2]!) || nounNumber(m[3]!) === 'plural';
      return `${plural ? 'do' : 'does'} ${m[2]} ${m[1]!.replace(/s$/, '')}`;
    },
    en: 'A question asks with "do": "What does this word mean?", "How much does this bag cost?".',
    zh: '疑问句（question）：问 mean、cost 的宾语时要借助 do/does：What does this word mean?（这个词是什么意思？）；中文“这个词什么意思”没有助动词，英语不能把 mean 提到主语前。',
    examples: {
      wrong: [
        ['What means this word?', 'What does this word mean?'],
        ['How much costs this bag?', 'How much does this bag cost?'],
        ['What mean these words?', 'What do these words mean?'],
      ],
      right: ['What does this word mean?', 'How much does this bag cost?'],
    },
  },
  // "Where are you come from?" -> "Where do you come from?" (or "Where are you from?").
  {
    id: 'be-come-from',
    pattern: /\b(are|is)\s+(you|we|they|he|she)\s+come\s+from\b/gi,
    fix: (m) => `${matchCase(/^is$/i.test(m[1]!) ? 'does' : 'do', m[1]!)} ${m[2]} come from`,
    en: 'A question with "come" asks with "do": "Where do you come from?" (or "Where are you from?").',
    zh: '疑问句（question）：come 是实义动词，提问要用 do/does：Where do you come from?；或者用 be 去掉 come：Where are you from?（你是哪里人？）。两种说法不能混在一起。',
    examples: {
      wrong: [
        ['Where are you come from?', 'Where do you come from?'],
        ['Where is he come from?', 'Where does he come from?'],
      ],
      right: ['Where are you from?', 'Where do you come from?'],
    },
  },
  // "Why did you late?" -> "Why were you late?", "When did you born?" -> "When were you born?": how someone
  // was, and being born, ask with "be".
  {
    id: 'did-for-be',
    pattern:
      /\b([Dd]id)\s+(you|we|they|he|she|I|it)(?=\s+(?:late|ill|sick|absent|angry|tired|busy|happy|sad|afraid|born)\b)/g,
    fix: (m) => `${matchCase(/^(?:you|we|they)$/.test(m[2]!) ? 'were' : 'was', m[1]!)} ${m[2]}`,
    en: 'How someone was, and being born, ask with "be": "Why were you late?", "When were you born?".',
    zh: '疑问句（question）：late、ill 这类形容词和 born 要跟 be 动词，过去的问句用 was/were：Why were you late?（你为什么迟到？）、When were you born?（你什么时候出生的？），不用 did。',
    examples: {
      wrong: [
        ['Why did you late?', 'Why were you late?'],
        ['When did you born?', 'When were you born?'],
      ],
      right: ['Why did you come late?', 'Why were you late?'],
    },
  },
];
