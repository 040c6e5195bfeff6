import { insertBefore, type RawLint } from '../../engine/lints';
import { fix } from '../../engine/zh';
import { isNoun, isVerb, singularOf, singularOnlyNoun } from '../../lexicon/forms';
import { thirdPersonOf } from '../../lexicon/inflect';
import {
  adjacent,
  MODALS,
  type Word,
  adjacentRun,
  COUNTED_NOUNS,
  PEOPLE_WORDS,
  PERSON_WORDS,
} from '../../lexicon/words';
import type { WholeRule, SentenceContext } from '../rule';

export const missingWhoRule: WholeRule = {
  id: 'WordloomMissingWho',
  type: 'grammar',
  en: '"people" are the subject of a second verb: "people who like".',
  zh: (o, s) =>
    `定语从句（relative clause）：一个分句里不能直接接两个谓语动词，要用 who 引出从句，${fix(o, s)}。`,
  examples: {
    wrong: [
      ['There are many people like to travel.', 'There are many people who like to travel.'],
      ['There are some problems need to be solved.', 'There are some problems that need to be solved.'],
      ['There are many things need to be done.', 'There are many things that need to be done.'],
      ['There are some changes need to be made.', 'There are some changes that need to be made.'],
      ['There is a man wants to see you.', 'There is a man who wants to see you.'],
      ['I have a friend lives in Beijing.', 'I have a friend who lives in Beijing.'],
      ['She has a son works in a bank.', 'She has a son who works in a bank.'],
      ['There were a lot of people enjoy the show.', 'There were a lot of people who enjoy the show.'],
    ],
    right: [
      'There are many people who like to travel.',
      'There are some problems that need to be solved.',
      'There are many things that need to be done.',
      'There are some changes that need to be made.',
      'There is a man who wants to see you.',
    ],
  },
  lints: thereArePeopleWho,
};

/* moved */

/** What one person does, said with its "-s" after "There is a man" or "I have a friend". */
const PERSON_DOES = new Set(
  'live work come want need like love study teach play speak know go help sing run own write cook'
    .split(' ')
    .map(thirdPersonOf),
);
/**
 * Whether a word is the plural of a noun: by ECDICT's forms, or an "-s" on a noun essays count ("problems":
 * ECDICT gives "problem" no plural).
 */
const isPluralOfNoun = (word: string, singular: string | undefined) =>
  singular !== undefined ? singular !== word : word.endsWith('s') && COUNTED_NOUNS.has(word.slice(0, -1));
/** A thing's verb before its "to": "There are some problems need to be solved". */
const THING_VERBS = new Set('need seem remain have wait deserve'.split(' '));

/**
 * What the words before a noun at `index` say of it: "there are/were" + (some, many …) + noun is "more";
 * "there is/was" or "have/has/had" + "a/an/one" + noun is "one". Undefined when neither.
 */
function introducedBy(words: readonly Word[], index: number): 'one' | 'more' | undefined {
  // Five words back: "There were a lot of people enjoy the show".
  const before = words.slice(Math.max(0, index - 5), index);
  const at = before.findIndex(
    (word, i) =>
      /^(?:have|has|had)$/.test(word.lower) ||
      (word.lower === 'there' && /^(?:is|was|are|were)$/.test(before[i + 1]?.lower ?? '')),
  );
  if (at < 0) return undefined;
  const one = /^(?:a|an|one)$/.test(words[index - 1]?.lower ?? '');
  const be = before[at]!.lower === 'there' ? before[at + 1]!.lower : undefined;
  if (be) return /^(?:is|was)$/.test(be) === one ? (one ? 'one' : 'more') : undefined;
  // Not "more" after "have": "I had the students read it" is what one makes them do. "One" only right
  // after it: "I have a friend lives".
  return one && at === before.length - 2 ? 'one' : undefined;
}

/**
 * "There are many people like to travel" -> "people who like to travel"; "There are some problems need to
 * be solved" -> "problems that need"; "There is a man wants to see you", "I have a friend lives in Beijing"
 * -> "a man who wants", "a friend who lives": people take "who", things "that".
 */
export function thereArePeopleWho(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const people = words[index - 1];
    if (!people || !adjacent(sentence, people, verb) || verb.text !== verb.lower) return;
    const introduced = introducedBy(words, index - 1);
    if (!introduced) return;
    // Only spaces between: not "had one-man shows", a compound.
    const person =
      introduced === 'one' &&
      PERSON_WORDS.has(people.lower) &&
      adjacentRun(sentence, words.slice(index - 3, index + 1));
    if (person) {
      // One person's verb with its "-s", one of what people do every day: "a man wants", "a girl lives"
      // (not "thanks", "clothes", "sports": nouns that read as verbs).
      if (!PERSON_DOES.has(verb.lower)) return;
    } else {
      if (introduced !== 'more') return;
      const persons = PEOPLE_WORDS.has(people.lower);
      const singular = singularOf(people.lower);
      const things =
        !persons &&
        people.text === people.lower &&
        (singularOnlyNoun(people.lower) !== undefined ||
          (isPluralOfNoun(people.lower, singular) && THING_VERBS.has(verb.lower)));
      if (!persons && !things) return;
      // A thing's verb only with its "to" after it: "There are many things need to be done".
      if (things && words[index + 1]?.lower !== 'to') return;
      if (!isVerb(verb.lower) || MODALS.has(verb.lower) || PEOPLE_WORDS.has(verb.lower)) return;
      // "There are many people like him": "like" is a verb only before "to".
      if (verb.lower === 'like' && words[index + 1]?.lower !== 'to') return;
      if (isNoun(verb.lower) && words[index + 1]?.lower !== 'to') return;
    }
    const who = PEOPLE_WORDS.has(people.lower) || person ? 'who' : 'that';
    const are = person ? 'is' : 'are';
    lints.push(
      insertBefore(
        'WordloomMissingWho',
        sentence,
        verb,
        who,
        `"${people.text}" ${are} the subject of a second verb: "${people.text} ${who} ${verb.text}".`,
      ),
    );
  });
  return lints;
}
