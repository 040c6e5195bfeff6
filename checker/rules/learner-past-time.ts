import { replacementLint, type RawLint } from '../engine/lints';
import {
  irregularLemma,
  isPastTense,
  isNoun,
  isThinkingVerb,
  isVerb,
  isVerbForm,
  lemmaOfParticiple,
  lemmaOfPast,
  pastOf,
} from '../lexicon/forms';
import { lemmasOfThirdPerson } from '../lexicon/inflect';
import {
  adjacent,
  adjacentRun,
  MODALS,
  SUBJECT_ONLY_PRONOUNS,
  SUBJECT_PRONOUNS,
  startsSentence,
  AFTER_A_VERB,
  type Word,
  wordTable,
  isStateAdjective,
  matchCase,
  QUESTION_WORDS,
  FREQUENCY,
  STATIVE_VERBS,
} from '../lexicon/words';
import { futureInTimeClause } from './learner-future';
import { pastTimeLength } from './learner-sentence-time';
import type { SentenceContext } from './rule';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * The past, said with a time: "Yesterday I go to the park" -> "went" (a present after a past time), and
 * "I have visited Paris last year" -> "I visited" (a perfect with a finished time: English says "have
 * visited" of a time that is not over, Chinese marks neither). The time is one the learner wrote
 * ("yesterday", "last week", "two days ago"), in the verb's clause (learner-sentence-time.ts reads it).
 * pastTimeLints runs these with "will" in a time clause (learner-future.ts); the registry runs the past
 * before the past just before it and a participle used as a verb just after (learner-past-perfect.ts).
 */

/** The past of "be" and of the verbs whose present is not their lemma. */
const PAST_OF_PRESENT = wordTable<string>({ am: 'was', is: 'was', are: 'were', has: 'had' });

/** "Yesterday I can't find my keys" -> "couldn't": the one modal with a past learners miss. */
const PAST_OF_CAN = wordTable<string>({ can: 'could', "can't": "couldn't", cannot: 'could not' });
/** What one can do now about a past time: "When I was young, I can still remember …". */
const STILL_NOW = new Set('still remember recall never imagine hardly barely'.split(' '));

/** Adverbs of frequency between a subject and its verb: "When I was young, I often play …". */
const isHowOften = (word: string) => FREQUENCY.has(word) || word === 'also';

/** "go" -> "went" because of the past time the learner wrote at `timeAt` ("yesterday", "two days ago"). */
function pastTimeLint(sentence: string, words: readonly Word[], verb: Word, past: string, timeAt: number) {
  const when = words
    .slice(timeAt, timeAt + pastTimeLength(words, timeAt))
    .map((word) => word.text)
    .join(' ');
  return replacementLint(
    'WordloomPastTime',
    'Grammar',
    sentence,
    verb.start,
    verb.end,
    past,
    `The sentence is about the past ("${when}"): "${past}".`,
  );
}

/**
 * The past of a present verb after a subject pronoun ("go" -> went, "is" -> was, "plays" -> played), or
 * undefined where there is none to give: a modal other than "can" ("can" -> could, not before "still
 * remember": that is now), a verb of thinking's lemma, which may be about now
 * ("Yesterday I think I saw him", "Two days ago, you know, …"; not "Yesterday he thinks"), a perfect ("have visited": the perfect rule's), a past
 * already ("saw", "found").
 */
function pastOfPresent(verb: Word, next: Word | undefined): string | undefined {
  if (verb.text === verb.lower && verb.lower in PAST_OF_CAN)
    return next && STILL_NOW.has(next.lower) ? undefined : PAST_OF_CAN[verb.lower];
  if (
    verb.text !== verb.lower ||
    MODALS.has(verb.lower) ||
    (isVerb(verb.lower) && isThinkingVerb(verb.lower))
  )
    return undefined;
  if (/^(?:have|has)$/.test(verb.lower) && next && isVerbForm(next.lower) && !isVerb(next.lower))
    return undefined;
  if (irregularLemma(verb.lower)) return undefined;
  const lemma = isVerb(verb.lower) ? verb.lower : lemmasOfThirdPerson(verb.lower).find(isVerb);
  const past = PAST_OF_PRESENT[verb.lower] ?? (lemma && lemma !== 'be' ? pastOf(lemma) : undefined);
  return past && past !== verb.lower ? past : undefined;
}

/**
 * "Yesterday I go to the park" -> "went", "Last year she is sick" -> "was": a sentence that opens with a past
 * time, then a subject pronoun and a verb in the present. Only at the sentence's start, so the time is the
 * verb's ("Yesterday I learned that he goes" keeps "goes").
 */
function pastTimePresentVerb(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    // Only where a past time starts a sentence: the cheap look at the words first.
    const length = pastTimeLength(words, index);
    if (!length || (index > 0 && !/[.!?]["”]?\s*$/.test(sentence.slice(0, word.start)))) return;
    const subject = words[index + length];
    // "When I was a child, I always go to the park": an adverb of frequency may stand before the verb.
    const adverb = words[index + length + 1];
    const verbAt = index + length + (adverb && isHowOften(adverb.lower) ? 2 : 1);
    const verb = words[verbAt];
    if (!subject || !verb || !/^(?:i|you|he|she|we|they)$/.test(subject.lower)) return;
    if (!/^,?\s+$/.test(sentence.slice(words[index + length - 1]!.end, subject.start))) return;
    if (!adjacentRun(sentence, words.slice(index + length, verbAt + 1))) return;
    const past = pastOfPresent(verb, words[verbAt + 1]);
    if (!past) return;
    lints.push(pastTimeLint(sentence, words, verb, past, index));
    // "Yesterday I go to the park and play with my friend" -> "went … and played": a second verb of the same
    // subject after "and" is in the past too.
    const secondAt = secondVerbAt(sentence, words, verbAt + 1);
    const second = words[secondAt];
    const secondPast = second && pastOfPresent(second, words[secondAt + 1]);
    if (secondPast) lints.push(pastTimeLint(sentence, words, second, secondPast, index));
  });
  return lints;
}

/**
 * Where the verb after "and" stands that shares the subject of the clause from `from` on, with no comma, clause word or
 * subject before it: "… and play with my friend". A word that may be a noun too ("play") only before its
 * object or a preposition ("the park and play" could be two places).
 */
function secondVerbAt(sentence: string, words: readonly Word[], from: number): number {
  for (let j = from; j < words.length - 1; j += 1) {
    if (/[,;:.!?]/.test(sentence.slice(words[j - 1]!.end, words[j]!.start))) return -1;
    const word = words[j]!;
    if (SUBJECT_ONLY_PRONOUNS.has(word.lower) || (CLAUSE_WORDS.has(word.lower) && word.lower !== 'and'))
      return -1;
    if (word.lower !== 'and') continue;
    const verb = words[j + 1]!;
    const next = words[j + 2];
    const plainVerb = isVerb(verb.lower) && !isNoun(verb.lower);
    if (!adjacent(sentence, word, verb) || verb.text !== verb.lower) return -1;
    if (!isVerb(verb.lower) || (!plainVerb && !(next && AFTER_A_VERB.has(next.lower)))) return -1;
    return j + 1;
  }
  return -1;
}

/** Participles whose past is another word: "been to" is "went to", the rest come from the verb's lemma. */
const BE_PAST = wordTable<string>({
  i: 'was',
  he: 'was',
  she: 'was',
  you: 'were',
  we: 'were',
  they: 'were',
});
/** Words that start another clause, whose time is its own: "I know that he left yesterday". */
const CLAUSE_WORDS = new Set(
  'that because when if and but so which who where while although though until before after as whether'.split(
    ' ',
  ),
);
/** Words before a time that make it unfinished or a span: "in the last year", "since last week", "for two years". */
const OPEN_TIME_BEFORE = new Set(['the', 'this', 'since', 'for', 'over', 'past']);
/**
 * Prepositions whose object a time may be, not the verb's time: "I am sorry about last night", "You are right
 * about yesterday", "different from last year".
 */
const TIME_AS_OBJECT = new Set(['about', 'from', 'of', 'than', 'like']);

/**
 * Where a finished past time stands in the clause after `from` ("last year", "two days ago"), or -1. With
 * `placeBefore`, "the" or "this" and one noun may come first: "She has gone to the shop yesterday" (a perfect,
 * whose own time it is; "I think the meeting yesterday was good" is about the meeting).
 */
function pastTimeAfter(sentence: string, words: readonly Word[], from: number, placeBefore = false): number {
  for (let j = from; j < words.length; j += 1) {
    if (/[,;:.!?]/.test(sentence.slice(words[j - 1]!.end, words[j]!.start))) return -1;
    const word = words[j]!.lower;
    const place = placeBefore && (word === 'the' || word === 'this') && pastTimeLength(words, j + 2) > 0;
    if (place && !/[,;:.!?]/.test(sentence.slice(words[j]!.end, words[j + 2]!.start))) return j + 2;
    if (CLAUSE_WORDS.has(word)) return -1;
    // "in the last year", "sorry about last night": right before the time, not anywhere before it ("I go to
    // the park yesterday", "We have a lot of fun yesterday").
    if ((OPEN_TIME_BEFORE.has(word) || TIME_AS_OBJECT.has(word)) && pastTimeLength(words, j + 1) > 0)
      return -1;
    // "She says she saw him yesterday", "I'm glad we met last year", "It's hard to believe it was only
    // yesterday": a clause of its own (a subject pronoun, or a verb in the past) has the time. Not the word
    // right after the verb: "He's tired yesterday", "It is closed yesterday" say how one was.
    if (SUBJECT_ONLY_PRONOUNS.has(word) || (j > from && isPastTense(word))) return -1;
    if (pastTimeLength(words, j) > 0) return j;
  }
  return -1;
}

/**
 * "I have visited Paris last year" -> "I visited", "She has been to Beijing two days ago" -> "went", "Last
 * week we have finished it" -> "finished": a subject pronoun, "have/has" and a participle, with a finished
 * past time in the same clause. Not "I have lived here since last year", "in the last year", "for two years".
 */
function perfectWithPastTime(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((have, index) => {
    const subject = words[index - 1];
    // "I have already finished it yesterday" -> "I already finished it": the adverb stays.
    let at = index + 1;
    while (words[at] && PERFECT_PAST_ADVERBS.has(words[at]!.lower)) at += 1;
    const participle = words[at];
    const adverbs = words.slice(index + 1, at).map((word) => word.text);
    if (!subject || !participle || !/^(?:have|has)$/.test(have.lower) || !BE_PAST[subject.lower]) return;
    if (!adjacentRun(sentence, words.slice(index - 1, at + 1))) return;
    if (participle.text !== participle.lower) return;
    const lemma = lemmaOfParticiple(participle.lower);
    if (!lemma) return;
    // The time before the subject opens the sentence ("Last year I have visited"), or follows in the clause.
    const opening = words.findIndex((word, j) => j < index - 1 && pastTimeLength(words, j) > 0);
    const opens =
      opening >= 0 &&
      opening + pastTimeLength(words, opening) === index - 1 &&
      (opening === 0 || /[.!?]["”]?\s*$/.test(sentence.slice(0, words[opening]!.start)));
    if (!opens && pastTimeAfter(sentence, words, at + 1, true) < 0) return;
    const goneTo = lemma === 'be' && words[at + 1]?.lower === 'to';
    const verb = goneTo ? 'went' : lemma === 'be' ? BE_PAST[subject.lower] : pastOf(lemma);
    if (!verb) return;
    const past = [...adverbs, verb].join(' ');
    lints.push(
      replacementLint(
        'WordloomPerfectPastTime',
        'Grammar',
        sentence,
        have.start,
        participle.end,
        past,
        `A finished time in the past takes the simple past, not "${have.lower} ${participle.text}": "${past}".`,
      ),
    );
  });
  return lints;
}

/** Adverbs between "have" and its participle that the simple past keeps: "I already finished it yesterday". */
const PERFECT_PAST_ADVERBS = new Set(['already', 'just', 'also', 'really', 'finally']);

/** "It's", "I'm", "we're": a subject and "be" in one word, and the past of that "be". */
const CONTRACTED_BE = /^(i|you|he|she|it|we|they)['’](m|re|s)$/;
const PAST_OF_CONTRACTED = wordTable<string>({ m: 'was', s: 'was', re: 'were' });

/**
 * "I go to school by bus yesterday" -> "went", "It's raining heavily yesterday" -> "It was raining": a
 * subject pronoun that starts its clause, a present verb (or "be" in one word with it), and a finished past
 * time later in the same clause ("I know that he goes there" stops at "that"; "He's left" is "has").
 */
function presentBeforePastTime(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((subject, index) => {
    if (!analysis.startsClause(index)) return;
    const contracted = CONTRACTED_BE.exec(subject.lower);
    if (contracted) {
      // "He's left", "It's been": an "'s" before a participle is "has".
      const next = words[index + 1]?.lower ?? '';
      // "He's tired yesterday", "She's busy": before how someone is, "'s" is "is".
      const has = contracted[2] === 's' && isVerbForm(next) && !/ing$/.test(next) && !isStateAdjective(next);
      if (has || pastTimeAfter(sentence, words, index + 1) < 0) return;
      const pronoun = subject.text.slice(0, contracted[1]!.length);
      const time = pastTimeAfter(sentence, words, index + 1);
      const past = `${pronoun} ${PAST_OF_CONTRACTED[contracted[2]!]!}`;
      lints.push(pastTimeLint(sentence, words, subject, past, time));
      return;
    }
    const verb = words[index + 1];
    if (!verb || !/^(?:i|you|he|she|it|we|they)$/.test(subject.lower) || !adjacent(sentence, subject, verb))
      return;
    const time = pastTimeAfter(sentence, words, index + 2);
    if (time < 0) return;
    const past = pastOfPresent(verb, words[index + 2]);
    if (!past) return;
    lints.push(pastTimeLint(sentence, words, verb, past, time));
  });
  return lints;
}

/** The present of "do" in a question, and its past. */
const PAST_OF_DO = wordTable<string>({ do: 'did', does: 'did', "don't": "didn't", "doesn't": "didn't" });

/**
 * "What do you do yesterday?" -> "did", "Do you see him last week?" -> "Did": a question with "do" at its
 * start (or after its question word), a subject pronoun and a verb that is no verb of thinking ("Do you know
 * what he did yesterday?" asks about now), and a finished past time in the same clause.
 */
function presentQuestionWithPastTime(sentence: string, words: readonly Word[]): RawLint[] {
  if (!sentence.includes('?')) return [];
  const lints: RawLint[] = [];
  words.forEach((does, index) => {
    const past = PAST_OF_DO[does.lower];
    const [subject, verb] = [words[index + 1], words[index + 2]];
    if (!past || !subject || !verb || !SUBJECT_PRONOUNS.has(subject.lower)) return;
    const asker = words[index - 1];
    const asked =
      startsSentence(sentence, does) ||
      (asker !== undefined && QUESTION_WORDS.has(asker.lower) && startsSentence(sentence, asker));
    if (!asked || !adjacentRun(sentence, [does, subject, verb])) return;
    if (!isVerb(verb.lower) || isThinkingVerb(verb.lower)) return;
    const time = pastTimeAfter(sentence, words, index + 3);
    if (time < 0 || !sentence.slice(words[time]!.end).includes('?')) return;
    lints.push(pastTimeLint(sentence, words, does, matchCase(past, does.text), time));
  });
  return lints;
}

/** "Yesterday is Monday" -> "was": a day that is over, said of with "is" (昨天是星期一). */
const YESTERDAY_IS =
  /(?<=^|[.!?]\s+)(Yesterday\s+)is(?=\s+(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|(?:my|his|her|our|their)\s+birthday|a\s+holiday|a\s+(?:good|bad|busy|long|hot|cold|sunny|rainy)\s+day)\b)/g;

function yesterdayWas(sentence: string): RawLint[] {
  return [...sentence.matchAll(YESTERDAY_IS)].map((match) => {
    const start = match.index + match[1]!.length;
    return replacementLint(
      'WordloomPastTime',
      'Grammar',
      sentence,
      start,
      start + 2,
      'was',
      'Yesterday is over: "Yesterday was Monday".',
    );
  });
}

/** Verbs of a state, true now as then: "She was born in 1990, so she is 30", "he lives in Japan". */
const STATES = new Set([...STATIVE_VERBS, 'be', 'have', 'mean', 'seem', 'own']);
/** Words that set the second clause in the present or the future: "… but I go to work every day". */
const NOT_THEN =
  /\b(?:now|today|still|usually|always|often|every|nowadays|sometimes|tomorrow|next|soon|these\s+days)\b/i;

/**
 * "I was very tired, so I go to bed early" -> "went", "He was sick, so he stay at home" -> "stayed" (not
 * "stays"): a sentence that opens with a subject and a past, then ", so", ", and" or ", but" and another
 * subject with a verb in the present. Only a verb of doing, and only without a word of now ("…, but I go
 * to work every day").
 */
function pastThenPresent(sentence: string, words: readonly Word[]): RawLint[] {
  const [subject, verb] = words;
  const opensInPast =
    subject &&
    verb &&
    /^(?:i|you|he|she|we|they|it)$/.test(subject.lower) &&
    (/^(?:was|were)$/.test(verb.lower) || (isPastTense(verb.lower) && verb.lower !== 'read'));
  if (!opensInPast || NOT_THEN.test(sentence)) return [];
  const lints: RawLint[] = [];
  words.forEach((joiner, index) => {
    if (!/^(?:so|and|but)$/.test(joiner.lower) || !/,\s+$/.test(sentence.slice(0, joiner.start))) return;
    const [second, present] = [words[index + 1], words[index + 2]];
    if (!second || !present || !/^(?:i|you|he|she|we|they)$/.test(second.lower)) return;
    if (!adjacentRun(sentence, [joiner, second, present])) return;
    const past = pastOfDoing(present);
    if (!past) return;
    const message = `The sentence is about the past ("${subject!.text} ${verb!.text}"): "${second.text} ${past}".`;
    lints.push(
      replacementLint('WordloomPastTime', 'Grammar', sentence, present.start, present.end, past, message),
    );
  });
  return lints;
}

/** The past of a present verb of doing ("go", "goes" -> went); not of a state, a modal or a past already. */
function pastOfDoing(present: Word): string | undefined {
  if (present.text !== present.lower) return undefined;
  const lemma = isVerb(present.lower) ? present.lower : lemmasOfThirdPerson(present.lower).find(isVerb);
  if (!lemma || STATES.has(lemma) || MODALS.has(present.lower) || isPastTense(present.lower))
    return undefined;
  const past = pastOf(lemma);
  return past && past !== present.lower ? past : undefined;
}

/**
 * "When I arrive home, I called my mom" -> "arrived": a time clause that opens the sentence ("When", "After",
 * "Before", "As soon as" + a subject pronoun + a present verb of doing) before a main clause whose subject
 * pronoun has a plain past ("called"; not "read", "put", the same in the present). Not with a word of now or
 * of habit ("When I get home, I usually cooked" is unclear).
 */
function timeClauseBeforePast(sentence: string, words: readonly Word[]): RawLint[] {
  const opening =
    /^(?:When|After|Before|As\s+soon\s+as|Once)\s+(?:I|you|he|she|we|they)\s+([a-z]+)\b[^,;.!?]*,\s+(?:I|you|he|she|we|they)\s+([a-z]+)\b/.exec(
      sentence,
    );
  if (!opening || NOT_THEN.test(sentence)) return [];
  const main = opening[2]!;
  const plainPast =
    isPastTense(main) && lemmaOfPast(main) !== undefined && pastOf(lemmaOfPast(main)!) === main;
  if (!plainPast || isVerb(main)) return [];
  const present = words[opening[0].startsWith('As') ? 4 : 2];
  const past = present && present.lower === opening[1] ? pastOfDoing(present) : undefined;
  if (!present || !past) return [];
  const message = `The main clause is in the past ("${main}"), so the time clause is too: "${past}".`;
  return [
    replacementLint('WordloomPastTime', 'Grammar', sentence, present.start, present.end, past, message),
  ];
}

export function pastTimeLints(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  return [
    ...yesterdayWas(sentence),
    ...pastTimePresentVerb(sentence, words),
    ...pastThenPresent(sentence, words),
    ...timeClauseBeforePast(sentence, words),
    ...perfectWithPastTime(sentence, words),
    ...presentBeforePastTime(sentence, context.analysis),
    ...presentQuestionWithPastTime(sentence, words),
    ...futureInTimeClause(sentence, context.analysis),
  ];
}
