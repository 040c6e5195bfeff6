import { isPastTense } from '../lexicon/forms';
import { type Word, wordTable } from '../lexicon/words';

/*
 * When a sentence is set, as the rules of tense read it: the past time it names ("yesterday", "last week",
 * "two days ago", "when I was young"), whether it is about the past at all, and the present of "be".
 */

/** How many "ago": "two days ago", "a few years ago". */
const AGO_COUNT = /^(?:a|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many|\d+)$/;
const LAST_WHAT = new Set(
  'night week weekend month year time summer winter spring autumn monday tuesday wednesday thursday friday saturday sunday'.split(
    ' ',
  ),
);
/** A time of one's life that is over: "when I was young", "when we were children". */
const CHILDHOOD = /^(?:young|little|small|(?:a\s+)?(?:child|kid|boy|girl|teenager|student)s?|children|kids)$/;

/**
 * How many words of a past time open the sentence here: "Yesterday", "Last week", "Two days ago", "When I was
 * young"; 0 if none.
 */
export function pastTimeLength(words: readonly Word[], at: number): number {
  const [first, second, third] = [words[at]?.lower, words[at + 1]?.lower, words[at + 2]?.lower];
  if (first === 'yesterday') return 1;
  if (first === 'when' && /^(?:i|we|he|she|they)$/.test(second ?? '') && /^(?:was|were)$/.test(third ?? '')) {
    const [fourth, fifth] = [words[at + 3]?.lower ?? '', words[at + 4]?.lower ?? ''];
    if (CHILDHOOD.test(fourth)) return 4;
    if (/^an?$/.test(fourth) && CHILDHOOD.test(`a ${fifth}`)) return 5;
  }
  if (first === 'last' && second && LAST_WHAT.has(second)) return 2;
  if (
    first &&
    AGO_COUNT.test(first) &&
    /^(?:days?|weeks?|months?|years?)$/.test(second ?? '') &&
    third === 'ago'
  )
    return 3;
  return 0;
}

/** Whether the sentence names a finished past time anywhere ("yesterday", "last week", "two days ago"). */
export const mentionsPastTime = (words: readonly Word[]) =>
  words.some((_, at) => pastTimeLength(words, at) > 0);

/** Words that set a sentence in the past wherever they stand: "yesterday", "two days ago", "last week". */
const PAST_TIME_WORDS = new Set('yesterday ago last once'.split(' '));

/** Whether a sentence is about the past: a past time in it, or a verb in the past ("went", "visited"). */
export const isAboutThePast = (words: readonly Word[]) =>
  words.some((word) => PAST_TIME_WORDS.has(word.lower) || isPastTense(word.lower));

/** The present of a verb after a subject: "I arrive", "he arrives", "it is". */
export const PRESENT_OF_BE = wordTable<string>({
  i: 'am',
  he: 'is',
  she: 'is',
  it: 'is',
  you: 'are',
  we: 'are',
  they: 'are',
});
