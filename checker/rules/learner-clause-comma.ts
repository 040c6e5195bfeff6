import { commaAfter, type RawLint } from '../engine/lints';
import { irregularLemma, isNoun, isPastTense, isVerb, isVerbForm, lemmaAfterModal } from '../lexicon/forms';
import {
  DEFINITE_DETERMINERS,
  isDeterminer,
  JOINING_WORDS,
  MIDDLE_ADVERBS,
  AUXILIARIES,
  PREPOSITIONS,
  startsSentence,
  SUBJECT_PRONOUNS,
  SUBJECT_ONLY_PRONOUNS,
  type Word,
} from '../lexicon/words';
import { NONE, type SentenceAnalysis, type SubjectOptions } from '../engine/analysis';
import type { SentenceContext } from './rule';

/*
 * "When I was young I lived in Beijing" -> "young, I lived": a sentence that opens with a subordinate
 * clause ("If …", "When …", "Because …") puts a comma where that clause ends and the main clause begins.
 * The end is found only where it is plain: the main clause starts with a subject pronoun ("I", "we",
 * "they", "he", "she") followed by its verb, and the word before it cannot be what the pronoun belongs to
 * (a verb that takes a clause, as in "If you think they are right", or a joining word, as in "that they").
 * Where the learner put a comma, semicolon or dash of their own anywhere in the sentence, the clause's end
 * is theirs.
 */

/** Words that open a subordinate clause. "As" is left out: "As a student I" is a phrase, "as I said" a clause. */
const SUBORDINATORS = new Set(
  'if when whenever although though because since while once unless until after before'.split(' '),
);
/**
 * Words that are a subject only where no verb or preposition stands before them: "you" and "it" may be the
 * first clause's object ("If they fire you"), "there" its adverb ("When I arrived there").
 */
const OBJECT_OR_SUBJECT = new Set(['you', 'it', 'there']);
/** A subject pronoun with its verb ("I'm", "they'll", "he's"). */
const SUBJECT_WITH_VERB = /^(?:i|we|they|he|she|you|it|there)['’](?:m|re|s|ll|d|ve)$/;
/** Verbs whose object may be a clause without "that": "If you think they are right". */
const CLAUSE_TAKING_VERBS = new Set(
  `think thinks thought know knows knew known believe believes believed say says said hope hopes hoped feel feels
  felt guess guessed mean means meant wish wished suppose supposed realize realized realise realised hear hears
  heard see sees saw seen find finds found notice noticed decide decided expect expected forget forgot forgotten
  remember remembered understand understood agree agreed learn learned learnt show showed shown tell tells told
  ask asked promise promised doubt doubted imagine imagined worry worried sure afraid glad sorry is are was were
  am be been being`.split(/\s+/),
);
/** The auxiliaries' negations ("don't", "isn't", "can't"): with AUXILIARIES, a verb with no doubt. */
const NEGATED_AUXILIARIES = new Set(
  "don't doesn't didn't can't won't couldn't wouldn't shouldn't isn't aren't wasn't weren't hasn't haven't".split(
    ' ',
  ),
);
/** A verb with no doubt it is one: an auxiliary, a modal or their negation ("are", "will", "doesn't"). */
const isPlainVerb = (word: Word | undefined) =>
  word !== undefined && (AUXILIARIES.has(word.lower) || NEGATED_AUXILIARIES.has(word.lower));
const MAX_CLAUSE_WORDS = 16;

/** A verb form, without counting "hard" as a past of "hare" (isVerbForm is generous with "-d" and "-ed"). */
const isVerbBefore = (word: string) =>
  isVerb(word) ||
  lemmaAfterModal(word) !== undefined ||
  isVerb(irregularLemma(word) ?? '') ||
  isPastTense(word) ||
  (/ing$/.test(word) && isVerbForm(word));

/** Whether a word can be the verb right after its subject: "I went", "he doesn't", "it isn't", "we can". */
export const isVerbAfterSubject = (word: Word | undefined) =>
  word !== undefined && word.text === word.lower && (isPlainVerb(word) || isVerbForm(word.lower));

/** Whether words[i] is a subject pronoun with its verb after it ("we went", "I always read", "I'll"). */
export function isSubjectWithVerb(words: readonly Word[], i: number, afterComma = false): boolean {
  const word = words[i]!;
  const before = words[i - 1];
  if (SUBJECT_WITH_VERB.test(word.lower)) return true;
  // After a comma, "it" or "you" is nothing's object: "The rain stopped, it was sunny".
  const subject =
    SUBJECT_ONLY_PRONOUNS.has(word.lower) ||
    (OBJECT_OR_SUBJECT.has(word.lower) &&
      (afterComma ||
        (before !== undefined && !isVerbBefore(before.lower) && !PREPOSITIONS.has(before.lower))));
  if (!subject) return false;
  const next = words[i + 1];
  return next !== undefined && MIDDLE_ADVERBS.has(next.lower)
    ? isVerbAfterSubject(words[i + 2])
    : isVerbAfterSubject(next);
}

/**
 * Words that start a noun subject: "the children", "my parents", "all the components". Not "that", which
 * joins a clause as often ("notes merely that treasure is hidden"), nor "a", which starts the phrase's own
 * noun as often ("In such a situation there is").
 */
const SUBJECT_DETERMINERS = new Set(
  [...DEFINITE_DETERMINERS, 'its', 'all', 'most', 'many', 'some'].filter((word) => word !== 'that'),
);
/** A word of a noun subject: lower-case, no joining word, pronoun or plain verb. */
const inNounSubject = (word: Word) =>
  word.text === word.lower &&
  !JOINING_WORDS.has(word.lower) &&
  !SUBJECT_PRONOUNS.has(word.lower) &&
  !isPlainVerb(word);
/**
 * A noun subject with its verb: "the children are", "all the components have", "my parents will". Only a form
 * of "be", "have", "do" or a modal counts as the verb ("When I read the book the author wrote" has none),
 * after one or two words that are no verb or joining word.
 */
const NOUN_WITH_VERB: SubjectOptions = {
  pronouns: NONE,
  determiners: SUBJECT_DETERMINERS,
  describing: 1,
  describes: inNounSubject,
  noun: inNounSubject,
  then: isPlainVerb,
  bare: false,
  capitals: 'none',
};
/** Whether words[i] starts a noun subject with its verb (NOUN_WITH_VERB). */
const isNounSubjectWithVerb = (analysis: SentenceAnalysis, i: number) =>
  analysis.subjectAt(i, NOUN_WITH_VERB) !== undefined;

function clauseEnd(sentence: string, analysis: SentenceAnalysis, opener: number): Word | null {
  const { words } = analysis;
  for (let i = opener + 2; i < Math.min(words.length - 1, opener + MAX_CLAUSE_WORDS); i += 1) {
    const word = words[i]!;
    const before = words[i - 1]!;
    // The writer's own punctuation (or a sentence's end) decides where the clause ends.
    if (/[,;:.!?()"“”\u2013\u2014]|\s-\s/.test(sentence.slice(before.end, word.start))) return null;
    // A noun subject after a verb or a preposition may be its object: "If you see the man is", "in the class";
    // a word after "the" or "at" is a noun, though it may be a verb too: "After the war the country was".
    const twoBefore = words[i - 2]?.lower ?? '';
    const verbBefore = isVerbBefore(before.lower) && !isDeterminer(twoBefore) && !PREPOSITIONS.has(twoBefore);
    const nounSubject = isNounSubjectWithVerb(analysis, i) && !verbBefore && !PREPOSITIONS.has(before.lower);
    if (!nounSubject && !isSubjectWithVerb(words, i)) continue;
    // "that they", "think they", "why would you": the pronoun still belongs to the first clause.
    if (
      JOINING_WORDS.has(before.lower) ||
      CLAUSE_TAKING_VERBS.has(before.lower) ||
      SUBJECT_ONLY_PRONOUNS.has(before.lower) ||
      isPlainVerb(before)
    )
      return null;
    // Another subject and verb further on makes the end unclear: in "When I see something I want I buy it"
    // and "Since the day I took office we have worked", the first pronoun starts a clause inside the first.
    const sentenceEnd = words.findIndex((later, j) => j > i && startsSentence(sentence, later));
    for (let j = i + 2; j < (sentenceEnd < 0 ? words.length : sentenceEnd); j += 1) {
      if (isSubjectWithVerb(words, j) && !JOINING_WORDS.has(words[j - 1]!.lower)) return null;
    }
    // A comma further on in the sentence may be where the writer ended the clause: in "When I see something
    // I want, I buy it" the pronoun after "something" starts a clause inside the first one.
    const rest = sentence.slice(word.end).split(/[.!?](?:\s|$)/)[0]!;
    return /[,;:\u2013\u2014]/.test(rest) ? null : before;
  }
  return null;
}

/**
 * Words a sentence may start with before its opening clause or phrase: "But if they need money, they can",
 * "Even after school, he has to", "And now because of this man, I am", "Thus, in line with the above, I".
 */
const LEADING_WORDS = new Set(
  'and but so yet or even only then now thus hence therefore also however moreover furthermore'.split(' '),
);
/**
 * Prepositions that open a phrase before the main clause: "In the morning, I go to school", "During the
 * war, they fled". Not "like" ("Like I said"), "to", "of" ("Of the students I know, most …"), "about".
 */
const OPENING_PREPOSITIONS = new Set(
  'in on at after before during from with without by through throughout among within under over across despite beyond behind near for unlike according'.split(
    ' ',
  ),
);
/** The fewest words an opening phrase has before it takes its comma ("In the morning, I"; "In Japan they"). */
const MIN_PHRASE_WORDS = 3;
/**
 * Phrases that are no opening phrase: "At least I tried", "In case I forget", "For all I know"; and adverbs
 * the edited prose leaves without a comma: "At last", "But in the end we have to".
 */
const NOT_PHRASES = /^(?:at\s+(?:least|last|most|first)|in\s+case|for\s+all|in\s+order|in\s+the\s+end)\b/i;

/** Whether the word at index starts its sentence, perhaps after LEADING_WORDS ("But if …", "And now in …"). */
function opensSentence(sentence: string, words: readonly Word[], index: number): boolean {
  for (let first = index; first >= Math.max(0, index - 2); first -= 1) {
    if (first < index && !LEADING_WORDS.has(words[first]!.lower)) return false;
    if (startsSentence(sentence, words[first]!)) return true;
  }
  return false;
}

/**
 * After an opening phrase, a noun's clause further on ("In the city I live in people are kind") shows the
 * pronoun began a clause inside the phrase, not the main clause.
 */
const laterVerbWithoutPronoun = (words: readonly Word[], from: number) =>
  words
    .slice(from + 1)
    .some(
      (word, i) =>
        isPlainVerb(word) &&
        !SUBJECT_ONLY_PRONOUNS.has(words[from + i]!.lower) &&
        !OBJECT_OR_SUBJECT.has(words[from + i]!.lower),
    );

export function introductoryClause(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  return words.flatMap((word, index) => {
    if (!SUBORDINATORS.has(word.lower) || !opensSentence(sentence, words, index)) return [];
    const end = clauseEnd(sentence, context.analysis, index);
    if (!end) return [];
    const message = `A comma ends the opening "${word.text} …" clause, before the main clause.`;
    return [commaAfter('WordloomIntroductoryClause', sentence, end.start, end.end, message)];
  });
}

/** Subjects that start the main clause after an introductory phrase: after a phrase, "you" and "there" too. */
const CLAUSE_SUBJECTS = new Set([...SUBJECT_ONLY_PRONOUNS, 'you', 'there']);
/**
 * A pronoun that starts the main clause after a phrase: "I", "we", "you", "there" …, or "it" and the
 * contractions with their verb ("At the end of the day it is", "In the morning I'm").
 */
const pronounSubject = (words: readonly Word[], i: number) =>
  CLAUSE_SUBJECTS.has(words[i]!.lower) || isSubjectWithVerb(words, i);
/** A verb of a clause inside the phrase ("At stake right now is not who wins"): its end is unclear. */
const isClauseVerb = (word: Word) => isPlainVerb(word) || word.lower === 'be' || word.lower === 'been';
/** "-ing" and "-ed" verb forms ("giving", "finished"), not adjectives that are verbs too ("long", "light"). */
const isVerbInPhrase = (word: Word) =>
  word.text === word.lower && /(ing|ed)$/.test(word.lower) && isVerbForm(word.lower) && !isNoun(word.lower);

/**
 * "In the case of young people the best way …" is hard to read without its comma: an introductory phrase of
 * MIN_PHRASE_WORDS or more, then the main clause's subject. Short phrases may go without one ("In Japan they
 * have …"), so they are left alone; so is any phrase with a comma of its own.
 */
export function introductoryPhrase(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  return words.flatMap((first, at) =>
    OPENING_PREPOSITIONS.has(first.lower) && opensSentence(sentence, words, at)
      ? phraseComma(sentence, context.analysis, at)
      : [],
  );
}

/** The comma after the opening phrase that starts at words[at], if its end is plain. */
function phraseComma(sentence: string, analysis: SentenceAnalysis, at: number): RawLint[] {
  const { words } = analysis;
  if (NOT_PHRASES.test(sentence.slice(words[at]!.start))) return [];
  // "For in our hands lies …": "for" joins a clause there, and the phrase is "in our hands".
  if (OPENING_PREPOSITIONS.has(words[at + 1]?.lower ?? '')) return [];
  // An infinitive or a verb form inside the phrase ("In addition to giving people the chance the …") leaves
  // only a subject with its verb plainly the main clause's ("Without saying a word he left").
  let verbInside = false;
  for (let i = at + 1; i < Math.min(words.length - 1, at + MAX_CLAUSE_WORDS); i += 1) {
    const word = words[i]!;
    const before = words[i - 1]!;
    if (/[,;:.!?]/.test(sentence.slice(before.end, word.start))) return [];
    // A clause's verb inside the phrase ("At stake right now is not who wins") makes its end unclear.
    if (i > at + 1 && isClauseVerb(before)) return [];
    if (i > at + 1 && (before.lower === 'to' || isVerbInPhrase(before))) verbInside = true;
    // The subject: a pronoun, or a determiner right after a noun ("In a market economy the price …"), after a
    // space ("the Quartet-the U.S., …": a dash). The word before the determiner ends the phrase's noun: a
    // noun, or the word that ends the preposition's own determiner and its describing words ("During the war
    // the soldiers", "At the same time the price"; not "In this case student learn a concept", where "case"
    // was the noun).
    const nounEnds =
      isNoun(before.lower) ||
      before.lower === 'people' ||
      (i > at + 2 &&
        SUBJECT_DETERMINERS.has(words[at + 1]!.lower) &&
        words.slice(at + 2, i).every((w) => w.text === w.lower && !isNoun(w.lower)));
    // Or a determiner that starts a noun subject with its verb ("In the reach family all the components
    // have", where "reach" may be the noun), not the object of a preposition ("In front of the house is").
    const nounSubject =
      SUBJECT_DETERMINERS.has(word.lower) &&
      (nounEnds || (isNounSubjectWithVerb(analysis, i) && !PREPOSITIONS.has(before.lower)));
    const subject =
      /^\s+$/.test(sentence.slice(before.end, word.start)) &&
      (verbInside
        ? isSubjectWithVerb(words, i) || (isNounSubjectWithVerb(analysis, i) && !isVerbBefore(before.lower))
        : pronounSubject(words, i) || nounSubject);
    if (!subject || JOINING_WORDS.has(before.lower)) continue;
    if (i - at < MIN_PHRASE_WORDS) return [];
    // "In the city I live in people are kind": the pronoun starts a clause inside the phrase.
    if (!nounSubject && laterVerbWithoutPronoun(words, i + 1)) return [];
    // A comma or dash further on in the sentence is where the writer ended the phrase: "With the progress we
    // have made over the past 3 years, America …" ("we" starts a clause inside the phrase).
    const rest = sentence.slice(before.end).split(/[.!?](?:\s|$)/)[0]!;
    if (/[,;:\u2013\u2014]|\s-|-\s|\p{L}-\p{L}/u.test(rest)) return [];
    const message = 'A comma ends a long introductory phrase, before the main clause.';
    return [commaAfter('WordloomIntroductoryPhrase', sentence, before.start, before.end, message)];
  }
  return [];
}

/**
 * A comment on the whole clause before it, set off by a comma: "disease which means that it …" -> "disease,
 * which means that", "the others especially when you watch" -> "others, especially when". Only where the
 * comment is plain: "which means" before a clause ("a word which means happy" defines the word), "which is
 * why", and "especially" before a clause. "such as", "for example" and "etc." the tune half's editors and
 * Debian's writers leave without a comma as often as not.
 */
const CLAUSE_COMMENT =
  /(?<=[\p{L}\p{N})'’])(?=\s+(?:which\s+means\s+(?:that|i|we|you|they|he|she|it|there)|which\s+is\s+why|especially\s+(?:when|if|because|since|as|after|before))\b)/giu;

/**
 * "I went to Kyoto which is beautiful" -> "Kyoto, which is": a "which" clause after a name adds something
 * about the one place or person named, and is set off by a comma (a name is not narrowed down by it).
 */
const NAME_THEN_WHICH =
  /(?<=\s\p{Lu}\p{Ll}+)(?=\s+which\s+(?:is|was|are|were|has|had|have|will|can|could|would|makes|made)\b)/gu;

export function commentComma(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const matches = [...sentence.matchAll(CLAUSE_COMMENT), ...sentence.matchAll(NAME_THEN_WHICH)];
  return matches.flatMap((match) => {
    const before = words.find((word) => word.end === match.index);
    if (!before || startsSentence(sentence, before) || before.text === 'I') return [];
    const message =
      'A comma comes before a comment on the whole clause or a name ("which means that …", "Kyoto, which is …").';
    return [commaAfter('WordloomCommentComma', sentence, before.start, before.end, message)];
  });
}
