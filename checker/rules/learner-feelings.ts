import { replacementLint as lint, type RawLint } from '../engine/lints';
import type { PhraseTable } from '../engine/phrase-table';
import { isVerb, lemmaOfParticiple, pastOf, singularOf } from '../lexicon/forms';
import { lemmasOfIng, thirdPersonOf } from '../lexicon/inflect';
import {
  adjacent,
  isBeForm,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  type Word,
  wordTable,
  adjacentRun,
  FEELINGS,
  startsSentence,
  DEFINITE_DETERMINERS,
  PEOPLE_OF_A_KIND,
  isDeterminer,
} from '../lexicon/words';

/*
 * Learner rules about feelings: a person feels "interested", a thing is "interesting"; "very" goes with
 * the feeling, not the verb ("I very like it").
 */

/** The fix of a feeling word: "interesting" -> "interested", "bored" -> "boring", "surprise" -> "surprised". */
const feelingLint = (sentence: string, word: Word, fixed: string, message: string) =>
  lint('WordloomFeelingAdjective', 'WordChoice', sentence, word.start, word.end, fixed, message);

/** Words of degree before a feeling: "I am very worried", "We were not surprised". */
const FEELING_DEGREE = new Set('very so really quite too extremely not also still always'.split(' '));
/** Words between the verb and the feeling: "I am very interested", "We were a bit bored". */
const FEELING_MODIFIERS = new Set([...FEELING_DEGREE, 'a', 'bit', 'little']);

/** Words that make a feeling strong: "very excited", "so bored". */
const INTENSIFIERS = new Set('very so really too extremely'.split(' '));
/**
 * Words that may follow a feeling said of oneself: "I was so excited when", "because", "after", and a time:
 * "I was so boring yesterday", "all day".
 */
const FEELING_ENDS = new Set(
  'when because after that and but at in with about by yesterday today tonight during all last'.split(' '),
);

/** Words after a feeling that join more to it, rather than saying where, when or why it was felt. */
const JOINERS = new Set(['that', 'and', 'but']);

/** The index of the word before the feeling at `index` and its modifiers: "am" in "I am very interested". */
function beforeFeelingModifiers(words: readonly Word[], index: number): number {
  let at = index - 1;
  while (at > 0 && FEELING_MODIFIERS.has(words[at]!.lower)) at -= 1;
  return at;
}

/** A feeling's verb, to the feeling: "surprise" -> surprised, "worry" -> worried (FEELINGS, and three more). */
const FELT_OF_VERB = wordTable<string>(
  Object.fromEntries(
    [...Object.values(FEELINGS).map(([feeling]) => feeling), 'worried', 'scared', 'pleased'].flatMap(
      (feeling) => {
        // "worried", "satisfied": the "-ied" forms are regular, and not in ECDICT's list of participles.
        const verb = lemmaOfParticiple(feeling) ?? feeling.replace(/ied$/, 'y');
        return verb && verb !== feeling ? [[verb, feeling]] : [];
      },
    ),
  ),
);

/**
 * "I was very surprise" -> "surprised", "I'm very worry about my exam" -> "worried", "I feel relax" ->
 * "relaxed": a person (I, you, he, she, we, they) who is or feels something, said with the feeling's verb.
 * At most one word between ("very"), and never "a" ("He is a bore" is a person).
 */
export function bareFeeling(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const feeling = FELT_OF_VERB[word.lower];
    if (!feeling || word.text !== word.lower) return;
    const at = FEELING_DEGREE.has(words[index - 1]?.lower ?? '') ? index - 2 : index - 1;
    const verb = words[at];
    if (!verb || !adjacentRun(sentence, words.slice(at, index + 1))) return;
    const contracted = /^(?:i|we|you|they|he|she)['’](?:m|re|s)$/.test(verb.lower);
    const subject = words[at - 1];
    const personBe =
      subject !== undefined &&
      /^(?:i|we|you|they|he|she)$/.test(subject.lower) &&
      adjacent(sentence, subject, verb) &&
      /^(?:am|is|are|was|were|feel|feels|felt)$/.test(verb.lower);
    if (!contracted && !personBe) return;
    lints.push(
      feelingLint(
        sentence,
        word,
        feeling,
        `How a person feels is said with "${feeling}": "I am ${feeling}".`,
      ),
    );
  });
  return lints;
}

/**
 * "I am interesting in music" -> "interested", "I feel very boring" -> "bored": the person feels "-ed", the
 * thing is "-ing". A person (I, we, you, they, he, she) who feels it, or who is it about something ("bored
 * with"); "It is interesting in many ways" and "He is boring" are right.
 */
export function feelingAdjective(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const [feeling, about] = FEELINGS[word.lower] ?? [];
    if (!feeling || !about || word.text !== word.lower) return;
    const at = beforeFeelingModifiers(words, index);
    const verb = words[at];
    // "I'm interesting in": the subject is in the word.
    const contracted = verb && /^(i|we|you|they|he|she)['’](?:m|re|s)$/.exec(verb.lower);
    const subject = contracted ? { ...verb, lower: contracted[1]! } : words[at - 1];
    if (!verb || !subject || !/^(i|we|you|they|he|she)$/.test(subject.lower)) return;
    if (/[,;:.!?]/.test(sentence.slice(subject.start, word.start))) return;
    const feels = /^(feel|feels|felt)$/.test(verb.lower);
    const [next, after] = [words[index + 1], words[index + 2]];
    // "I am exciting to see you": what "I" or "we" are glad to do ("He is interesting to talk to" is right).
    const glad =
      /^(i|we)$/.test(subject.lower) && next?.lower === 'to' && after !== undefined && isVerb(after.lower);
    const isAbout = isBeForm(verb) && (about.includes(next?.lower ?? '') || glad);
    // "I was very exciting when I won", "We were so boring.", "I'm boring in class": "I" or "we" so very
    // "-ing", or "-ing" where or when, is a feeling, said of oneself; not "I am a very boring person" (a noun
    // follows), nor "He is very boring" (of another), nor a bare "I am boring" (it may be meant).
    const intensified = at < index - 1 && INTENSIFIERS.has(words[index - 1]!.lower);
    const ends =
      !next || /[,;:.!?]/.test(sentence.slice(word.end, next.start)) || FEELING_ENDS.has(next.lower);
    // "I am boring and lazy" may be meant: without "very", only a place, time or cause says it is a feeling.
    const where =
      next !== undefined &&
      adjacent(sentence, word, next) &&
      FEELING_ENDS.has(next.lower) &&
      !JOINERS.has(next.lower);
    const self = /^(i|we)$/.test(subject.lower) && isBeForm(verb) && (intensified ? ends : where);
    if (!feels && !isAbout && !self) return;
    lints.push(
      feelingLint(
        sentence,
        word,
        feeling,
        `A person feels "${feeling}"; what makes them feel it is "${word.lower}".`,
      ),
    );
  });
  return lints;
}

/** What a person feels, to what makes them feel it: "bored" -> boring (FEELINGS the other way round). */
const CAUSE_OF_FEELING = wordTable<string>(
  Object.fromEntries(Object.entries(FEELINGS).map(([cause, [feeling]]) => [feeling, cause])),
);
/** Things that make one feel, and feel nothing themselves: "The movie was boring". */
const FEELING_CAUSES = new Set(
  'movie film book lesson game story trip journey show match program programme speech lecture concert course job weekend holiday vacation novel subject homework exam test'.split(
    ' ',
  ),
);

/** What one studies, which makes one feel: "Maths is very boring". */
const SUBJECTS_OF_STUDY = new Set(
  'english chinese math maths history science physics chemistry biology geography grammar'.split(' '),
);
/** Words that start a clause of its own, so an "-ing" word before them is no subject of "is". */
const CLAUSE_STARTS = new Set('that who which when if because while after before as'.split(' '));

/**
 * The thing before "is/was" at `be` that feels nothing, in the words a learner would name it with: "the
 * movie" (a thing from FEELING_CAUSES after "the/this/my…"), "Maths" (a subject of study opening the
 * sentence), "Learning English" (an "-ing" verb opening the sentence, up to three words after it, no
 * pronoun or clause among them: not "Knowing he was tired, …"). Undefined for anything else.
 */
function thingBefore(sentence: string, words: readonly Word[], be: number): string | undefined {
  const [determiner, thing] = [words[be - 2], words[be - 1]];
  if (!thing) return undefined;
  const singular = singularOf(thing.lower) ?? thing.lower;
  if (
    determiner &&
    FEELING_CAUSES.has(singular) &&
    DEFINITE_DETERMINERS.has(determiner.lower) &&
    adjacentRun(sentence, words.slice(be - 2, be + 1))
  )
    return `A ${singular}`;
  if (!/^(?:is|was)$/.test(words[be]!.lower)) return undefined;
  if (SUBJECTS_OF_STUDY.has(thing.lower) && startsSentence(sentence, thing)) return thing.text;
  for (let first = be - 1; first >= Math.max(0, be - 4); first -= 1) {
    const phrase = words.slice(first, be);
    if (phrase.slice(1).some((word) => SUBJECT_PRONOUNS.has(word.lower) || CLAUSE_STARTS.has(word.lower)))
      return undefined;
    const gerund = words[first]!;
    // "Working people is tired": people who work, not the work ("Living in Beijing is" is the living).
    const object = phrase[1]?.lower;
    const named = object && (PREPOSITIONS.has(object) || isDeterminer(object));
    if (PEOPLE_OF_A_KIND.has(gerund.lower) && object && !named) continue;
    if (
      startsSentence(sentence, gerund) &&
      lemmasOfIng(gerund.lower).some(isVerb) &&
      adjacentRun(sentence, words.slice(first, be + 1))
    )
      return phrase.map((word) => word.text).join(' ');
  }
  return undefined;
}

/**
 * "The movie was very bored" -> "boring", "Learning English is very interested" -> "interesting": a thing
 * does not feel, it makes one feel. A thing (thingBefore), then "is/was" (and "very", "so" …) and the
 * feeling, where it ends.
 */
export function thingFeeling(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const cause = CAUSE_OF_FEELING[word.lower];
    if (!cause || word.text !== word.lower) return;
    const at = beforeFeelingModifiers(words, index);
    const be = words[at];
    if (!be || !/^(?:is|was|are|were)$/.test(be.lower) || !adjacentRun(sentence, words.slice(at, index + 1)))
      return;
    // "The movie was so bored by critics": a passive, not a feeling.
    if (
      !/^\s*(?:[.,!?;]|$|\s(?:and|but|because|so|for|that|to (?:me|us|him|her|them))\b)/.test(
        sentence.slice(word.end),
      )
    )
      return;
    const thing = thingBefore(sentence, words, at);
    if (!thing) return;
    lints.push(
      feelingLint(
        sentence,
        word,
        cause,
        `${thing} does not feel "${word.lower}"; it is "${cause}", it makes people feel "${word.lower}".`,
      ),
    );
  });
  return lints;
}

/** "care" after "be" and "very", in the subject's form: "He is very care" -> "really cares". */
const CARE_AFTER = wordTable<string>({ am: 'care', are: 'care', is: 'cares', was: 'cared', were: 'cared' });

/**
 * "He is very care about his health" -> "He really cares about" (他很关心): "care" is a verb, and "very"
 * does not go before a verb ("very worry" is the feelings rule's: "very worried").
 */
export const VERY_AFTER_BE: PhraseTable = [
  {
    id: 'very-care',
    pattern: /\b(am|is|are|was|were)\s+very\s+care(?=\s+(?:about|for)\b)/gi,
    fix: (m) => `really ${CARE_AFTER[m[1]!.toLowerCase()]!}`,
    en: '"Care" is a verb, and "very" does not go before a verb: "He really cares about his health".',
    zh: '用词（word choice）：care 是动词，very 不能修饰动词，要用 really：He really cares about his health（他很关心自己的健康）；中文“很关心”的“很”不要译成 very。',
    examples: {
      wrong: [
        ['He is very care about his health.', 'He really cares about his health.'],
        ['They were very care for their children.', 'They really cared for their children.'],
      ],
      right: ['He really cares about his health.', 'He is very careful.'],
    },
  },
];

/** Verbs of liking, in every form a subject takes them in: "I very like", "She very likes", "We very enjoyed". */
const VERY_VERBS = new Set(
  'like love enjoy want hope appreciate agree miss hate prefer'
    .split(' ')
    .flatMap((verb) => [verb, thirdPersonOf(verb), pastOf(verb) ?? verb]),
);

/** What "very" may follow before a verb of liking: a subject, or "don't" ("I don't very like it"). */
const BEFORE_VERY = /^(?:do|does|did)n['’]t$/;

/**
 * "I very like it", "I don't very like it", "We very enjoyed the party" -> "really like", "really enjoyed":
 * "very" goes with adjectives and adverbs, not verbs.
 */
export function veryVerb(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((very, index) => {
    const subject = words[index - 1];
    const verb = words[index + 1];
    if (very.lower !== 'very' || !subject || !verb || !VERY_VERBS.has(verb.lower)) return;
    if (!SUBJECT_PRONOUNS.has(subject.lower) && !BEFORE_VERY.test(subject.lower)) return;
    if (!adjacent(sentence, very, verb)) return;
    lints.push(
      lint(
        'WordloomVeryVerb',
        'WordChoice',
        sentence,
        very.start,
        very.end,
        'really',
        `"very" does not go before a verb: "really ${verb.text}" (or "${verb.text} … very much").`,
      ),
    );
  });
  return lints;
}
