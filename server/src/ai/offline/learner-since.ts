import { isVerb, isVerbForm, participleOf } from './forms';
import { lemmasOfThirdPerson } from './inflect';
import { PRESENT_OF_BE } from './learner-past-time';
import { replacementLint, type RawLint } from './lints';
import { adjacentRun, startsClause, wordsOf, type Word, wordTable } from './words';

/*
 * "I am living here since 2010" -> "I have been living here since 2010": a state that began at a point in the
 * past and goes on takes the present perfect. Chinese says it in the present ("我从2010年起住在这里").
 */

/** What "since" names a past point with: a year, "last …", "yesterday", a month, childhood, "I was a child". */
const SINCE_POINT = new RegExp(
  String.raw`^\s+(?:\d{4}\b|last\s+\p{L}|yesterday\b|childhood\b|` +
    String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|` +
    String.raw`(?:i|he|she|we|they)\s+(?:was|were)\s+(?:a\s+(?:child|kid|boy|girl|student)|young|little|small|born)\b)`,
  'iu',
);
/** "have" or "has" for a subject pronoun. */
const HAVE = wordTable<string>({
  i: 'have',
  you: 'have',
  we: 'have',
  they: 'have',
  he: 'has',
  she: 'has',
  it: 'has',
});
/** Auxiliaries and modals, whose clause is some other tense ("I have lived", "I can swim since"). */
const AUXILIARIES = new Set(
  'have has had do does did can could will would shall should may might must am is are was were'.split(' '),
);
/**
 * Words of a one-off or a count between the verb and "since": "She is the first woman since 1990 to win",
 * "It is ten years since I left" are right in the present.
 */
const NOT_ONGOING = /^(?:first|only|last|next|best|years|months|weeks|days|hours|ages|long|time|\p{L}+est)$/u;
/** Words that open a clause of their own, whose "since" it may be: "I know that since 2015 prices have risen". */
const CLAUSE_OPENERS = /^(?:that|which|who|what|because|if|when|where|how|whether)$/;

/** The present perfect of the clause's verb ("am" -> "have been", "live" -> "have lived"), or undefined. */
function perfectOf(
  subject: Word,
  verb: Word,
  next: Word | undefined,
  sentence: string,
): [Word, string] | undefined {
  const have = HAVE[subject.lower]!;
  if (verb.lower === PRESENT_OF_BE[subject.lower]) {
    // "I am living" -> "I have been living"; "I am here" -> "I have been here" ("it is" only goes on: "It is
    // raining since"; "It is the first time since" is right).
    const continuous = next !== undefined && /ing$/.test(next.lower) && isVerbForm(next.lower);
    if (continuous && adjacentRun(sentence, [verb, next])) return [next, `${have} been ${next.text}`];
    return subject.lower === 'it' ? undefined : [verb, `${have} been`];
  }
  if (AUXILIARIES.has(verb.lower) || verb.text !== verb.lower) return undefined;
  const third = have === 'has';
  const lemma = third
    ? lemmasOfThirdPerson(verb.lower).find(isVerb)
    : isVerb(verb.lower)
      ? verb.lower
      : undefined;
  const participle = lemma && participleOf(lemma);
  return participle ? [verb, `${have} ${participle}`] : undefined;
}

/**
 * "I am living here since 2010" -> "I have been living", "I know him since 2015" -> "I have known him": a
 * subject pronoun that starts its clause, its present verb next to it, and "since" + a past point later in the
 * same clause (no comma, no second clause between).
 */
export function sinceLints(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((since, index) => {
    if (since.lower !== 'since' || !SINCE_POINT.test(sentence.slice(since.end))) return;
    // The clause's subject: the nearest subject pronoun before "since" that starts its clause.
    let at = index - 1;
    while (at >= 0 && !(HAVE[words[at]!.lower] && startsClause(sentence, words, at))) at -= 1;
    const [subject, verb, next] = [words[at], words[at + 1], words[at + 2]];
    if (!subject || !verb || at + 1 >= index) return;
    if (/[,.;:!?]/.test(sentence.slice(subject.end, since.start))) return;
    const between = words.slice(at + 2, index);
    const ongoing = (word: Word) =>
      !NOT_ONGOING.test(word.lower) && !CLAUSE_OPENERS.test(word.lower) && HAVE[word.lower] === undefined;
    if (!between.every(ongoing)) return;
    if (!adjacentRun(sentence, [subject, verb])) return;
    const perfect = perfectOf(subject, verb, next, sentence);
    if (!perfect) return;
    const [end, replacement] = perfect;
    lints.push(
      replacementLint(
        'WordloomSincePerfect',
        'Grammar',
        sentence,
        verb.start,
        end.end,
        replacement,
        `With "since" + a past time, what goes on until now takes the present perfect: "${subject.text} ${replacement}".`,
      ),
    );
  });
  return lints;
}
