import { wordsLint, type RawLint } from '../engine/lints';
import {
  isNoun,
  startsClauseAfter,
  isVerb,
  isVerbForm,
  lemmaOfParticiple,
  nounNumber,
  pluralOf,
} from '../lexicon/forms';
import { lemmasOfIng, thirdPersonOf } from '../lexicon/inflect';
import {
  adjacentRun,
  MODALS,
  PREPOSITIONS,
  startsSentence,
  STATIVE_VERBS,
  PLURAL_DEFINITE_DETERMINERS,
  isMassNoun,
  type Word,
  wordTable,
  OBJECT_PRONOUNS,
  SAME_PLURAL,
  GROUP_NOUNS,
  DEMAND_BEFORE,
} from '../lexicon/words';
import { isAboutThePast } from './learner-sentence-time';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * The verb of a third-person subject: he, she or it + "have", "do" or "don't" -> "has", "does", "doesn't";
 * he or she + a verb of how things are ("She like apples") -> its -s form; a bare noun or an activity as the
 * subject ("Technology make our life easier") -> "makes". Passes of the forms family (learner-forms.ts runs
 * them).
 */

/** Where a subject pronoun starts a clause: a verb right after it agrees with it ("make it work" is no clause). */
const CLAUSE_OPENERS = new Set(
  'and but so because if when while although though that since as then also'.split(' '),
);
const THIRD_PERSON = new Set(['he', 'she', 'it']);
const IRREGULAR_THIRD = wordTable<string>({ have: 'has', do: 'does', "don't": "doesn't" });
/** "Everyone have", "somebody are": a singular pronoun a learner counts as many people. */
const INDEFINITE_PRONOUNS = new Set(
  'everyone everybody someone somebody anyone anybody nobody everything something nothing'.split(' '),
);
const SINGULAR_FORMS = wordTable<string>({
  ...IRREGULAR_THIRD,
  are: 'is',
  were: 'was',
  "aren't": "isn't",
  "weren't": "wasn't",
});

/** Whether a word before a pronoun makes it an object, or asks a question: a verb, an auxiliary, a preposition. */
function takesObject(word: string): boolean {
  if (PREPOSITIONS.has(word) || MODALS.has(word) || AUXILIARY_WORDS.has(word)) return true;
  return isVerbForm(word);
}
const AUXILIARY_WORDS = new Set(
  // "let it have", "make everyone do": a verb whose object takes the bare verb.
  'do does did is are was were am be been have has had let lets make makes made help helps'.split(' '),
);

/**
 * Words that start a verb's object: "make our life easy", "help people". Not "that", which may start a
 * clause after two nouns ("Helper class that provides …").
 */
const OBJECT_STARTS = new Set([
  ...OBJECT_PRONOUNS,
  ...PLURAL_DEFINITE_DETERMINERS,
  ...'a an the people many much more some every'.split(' '),
]);
/** Endings of nouns for one idea or activity: "Education", "Pollution", "Happiness". */
const ABSTRACT_NOUN = /(?:tion|ment|ness|ity|ism|ence|ance)$/;

/**
 * "Technology make our life easy" -> "makes", "Money make people happy", "Smoking harm your health",
 * "Learning English help me" -> "helps", "Technology have changed our lives" -> "has", "I know that money
 * make people happy": a noun with no determiner opening the sentence or a clause, one thing, idea or activity
 * (an activity with its object, when that is a name or one thing), then a bare verb and its object, or
 * "have" and a participle. Not a word that is a verb too ("Help save lives", "Water the plants": orders), a
 * noun whose plural looks the same ("Fish eat"), a group ("Government use" is British English), a name
 * ("Mary like" is Harper's to see), nor a subjunctive ("It is vital that education give every child …").
 */
export function bareNounThirdPerson(words: readonly Word[], sentence: string): RawLint[] {
  return words.flatMap((noun, at) => {
    const before = words[at - 1];
    const opens = before
      ? noun.text === noun.lower &&
        startsClauseAfter(before.lower) &&
        !DEMAND_BEFORE.test(sentence.slice(0, noun.start))
      : startsSentence(sentence, noun);
    return opens ? oneThingVerb(words, at, sentence, !before || GERUND_SUBJECT_AFTER.test(before.lower)) : [];
  });
}
/**
 * Where an "-ing" word opening a clause is its subject ("because smoking harms"), not a participle of the
 * clause before ("while walling off our economy", "when using it").
 */
const GERUND_SUBJECT_AFTER = /^(?:that|because|think|thinks|thought|believe|believes|believed)$/;

/** The -s a bare verb needs after the one thing, idea or activity at `at` (bareNounThirdPerson). */
function oneThingVerb(
  words: readonly Word[],
  at: number,
  sentence: string,
  gerundSubject: boolean,
): RawLint[] {
  const noun = words[at]!;
  const lower = noun.lower;
  const gerund = /ing$/.test(lower) && lemmasOfIng(lower).some(isVerb);
  if (gerund && !gerundSubject) return [];
  const one =
    isMassNoun(lower) ||
    ABSTRACT_NOUN.test(lower) ||
    gerund ||
    (isNoun(lower) && pluralOf(lower) !== undefined && pluralOf(lower) !== lower);
  // "Id like a coffee": a word of two letters is more likely "I'd" or "Im" mistyped than a noun.
  if (!one || lower.length < 3 || isVerb(lower) || SAME_PLURAL.has(lower) || GROUP_NOUNS.has(lower))
    return [];
  const subject = gerund && isOneThingObject(words[at + 1]) ? words.slice(at, at + 2) : [noun];
  const [verb, next] = [words[at + subject.length], words[at + subject.length + 1]];
  if (!verb || !next || verb.text !== verb.lower || !adjacentRun(sentence, [...subject, verb, next]))
    return [];
  const perfect = verb.lower === 'have' && lemmaOfParticiple(next.lower) !== undefined;
  if (!isVerb(verb.lower) || MODALS.has(verb.lower) || !(perfect || OBJECT_STARTS.has(next.lower))) return [];
  if (!perfect && isAboutThePast(words)) return [];
  const form = thirdPersonOf(verb.lower);
  if (form === verb.lower) return [];
  const named = sentence.slice(noun.start, subject.at(-1)!.end);
  const message = `"${named}" is one thing: its verb takes -s, "${named} ${form}".`;
  return [wordsLint('WordloomThirdPerson', 'Agreement', verb, verb, sentence, form, message)];
}

/**
 * What follows an activity opening a sentence, in its subject: one thing or a name it is done to ("Learning
 * English", "Playing football", "Watching TV"), or where it is done ("Travelling abroad").
 */
const isOneThingObject = (word: Word | undefined) =>
  word !== undefined &&
  (ACTIVITY_PLACES.has(word.text) ||
    (!isVerb(word.lower) &&
      (/^\p{Lu}/u.test(word.text) ||
        (isNoun(word.lower) && word.text === word.lower && nounNumber(word.lower) !== 'plural'))));
const ACTIVITY_PLACES = new Set('abroad alone together online outdoors outside home'.split(' '));

const PERSON_PRONOUNS = new Set(['he', 'she']);
/**
 * What a thing does to someone, or how it goes, said with "it": "It makes me happy", "It takes me an hour",
 * "It seems", "It works well", "It depends". Not "cost", "put" or "hit", whose past is the same word.
 */
const THING_VERBS = new Set('make take seem look sound feel mean work happen matter depend'.split(' '));
/**
 * "it have" -> "it has", "he don't" -> "he doesn't": he, she or it as a subject, with "have" or "do"; so
 * "everyone have" -> "has" and "everybody are" -> "is"; "she like" -> "likes" (STATIVE_VERBS).
 */
export function thirdPersonVerb(analysis: SentenceAnalysis, sentence: string): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((pronoun, index) => {
    const verb = words[index + 1];
    const indefinite = INDEFINITE_PRONOUNS.has(pronoun.lower);
    // "this" and "that" only as a thing that makes (below): "the destruction that have ravaged" is a relative
    // clause.
    const demonstrative = /^(?:this|that)$/.test(pronoun.lower);
    const subject = THIRD_PERSON.has(pronoun.lower) || indefinite || demonstrative;
    if (!verb || !subject || verb.text !== verb.lower) return;
    if (sentence.slice(pronoun.end, verb.start) !== ' ') return;
    const before = words[index - 1];
    const gap = before ? sentence.slice(before.end, pronoun.start) : '';
    if (before && !gap.includes(',') && !CLAUSE_OPENERS.has(before.lower)) {
      // "make it work", "for it", "can it have": the pronoun is an object, or the clause is a question.
      if (takesObject(before.lower)) return;
    }
    // "have" and "do"; and for a person, a verb of liking, wanting or knowing, which tells how things are
    // now ("She like apples"), where "he go" may need "went" as much as "goes". Not in a sentence about the
    // past, nor after a second subject ("He and she like").
    const stative =
      PERSON_PRONOUNS.has(pronoun.lower) &&
      STATIVE_VERBS.has(verb.lower) &&
      !(before && /^(?:and|or)$/.test(before.lower) && !gap.includes(',')) &&
      !isAboutThePast(words);
    // "It make me happy", "This make me sad": a thing that makes, takes or seems, at the start of its clause
    // ("this" and "that" before an object pronoun only: "This make of car", "That look on his face").
    const next = words[index + 2]?.lower ?? '';
    const thing =
      THING_VERBS.has(verb.lower) &&
      (pronoun.lower === 'it' || (demonstrative && OBJECT_PRONOUNS.has(next))) &&
      analysis.startsClause(index) &&
      !isAboutThePast(words);
    const form = demonstrative
      ? thing
        ? thirdPersonOf(verb.lower)
        : undefined
      : ((indefinite ? SINGULAR_FORMS : IRREGULAR_THIRD)[verb.lower] ??
        (stative || thing ? thirdPersonOf(verb.lower) : undefined));
    if (!form) return;
    lints.push(
      wordsLint(
        'WordloomThirdPerson',
        'Agreement',
        verb,
        verb,
        sentence,
        form,
        `After "${pronoun.text}", the verb takes -s: "${form}".`,
      ),
    );
  });
  return lints;
}
