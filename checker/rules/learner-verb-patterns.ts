import { isNoun, isVerb, singularOf } from '../lexicon/forms';
import { ingForm } from '../lexicon/inflect';
import { replacementLint, type RawLint } from '../engine/lints';
import {
  adjacent,
  adjacentRun,
  DEFINITE_DETERMINERS,
  FAMILY_AND_FRIENDS,
  isMassNoun,
  matchCase,
  MODALS,
  startsSentence,
  type Word,
  wordTable,
  OBJECT_PRONOUNS,
  VERB_OBJECTS,
  DAY_WORDS,
} from '../lexicon/words';
import type { FindLints } from './rule';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * What a verb takes after it, where Chinese puts the bare verb or another word:
 * - a preposition + a verb -> the -ing form: "good at speak English" -> "speaking", "thank you for help
 *   me" -> "helping" (only a verb that is no noun, with an object that shows it is a verb), "How about go to
 *   the park?" -> "going";
 * - "want someone do" -> "want someone to do": "I want you come" -> "you to come";
 * - "prefer A than B" -> "prefer A to B" (not "prefer to stay rather than go", "prefer more than one");
 * - "told that he was" -> "said that he was": "tell" needs the person told ("told me that").
 */

/** Object pronouns that are no determiner ("her") and start no clause ("you"). */
const PERSON_OBJECTS = new Set('me him us them'.split(' '));

// Not "of": "you kind of remind me".
const PREPOSITIONS_BEFORE_ING = new Set('at in about for without by'.split(' '));
/**
 * Objects that show the word before is a verb: an object pronoun ("for help me") or a language ("at speak
 * English"). Not "it" or "you", which may start a clause ("the amount of time it takes"), nor a determiner
 * ("the amount of time the program waits": "time" is a noun there, and many verbs are).
 */
const PLAIN_OBJECTS = new Set([
  ...PERSON_OBJECTS,
  ...'english chinese mandarin cantonese french japanese korean german spanish'.split(' '),
]);

/** Adjectives before "at" or "in" and what one does: "good at", "interested in". */
const SKILL_ADJECTIVES = new Set(
  'good bad better best great excellent skilled interested successful'.split(' '),
);

/** "good at speak English" -> "speaking". */
function gerundAfterPreposition(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const preposition = words[index - 1];
    const object = words[index + 1];
    // "Before go to bed", "After eat dinner" -> "going", "eating": a bare verb cannot start a clause of
    // "before" or "after" (which has its subject: "before you go"). Only a verb with what shows it is one
    // after it: "before people really trust", "time after time other animals" are nouns.
    if (
      /^(?:before|after)$/.test(preposition?.lower ?? '') &&
      (VERB_OBJECTS.has(object?.lower ?? '') ||
        /^(?:to|up|back|breakfast|lunch|dinner)$/.test(object?.lower ?? '')) &&
      verb.text === verb.lower &&
      isVerb(verb.lower) &&
      !isNoun(verb.lower) &&
      !isMassNoun(verb.lower) &&
      !MODALS.has(verb.lower) &&
      // "Before long", "the week before last", "use after free": words that are adjectives too.
      !/^(?:long|last|near|close|right|better|free|open|clean|clear|dry|empty|warm|cool|slow)$/.test(
        verb.lower,
      ) &&
      adjacent(sentence, preposition!, verb)
    ) {
      lints.push(ingAfterPreposition(sentence, preposition!, verb));
      return;
    }
    if (!preposition || !object || !PREPOSITIONS_BEFORE_ING.has(preposition.lower)) return;
    if (verb.text !== verb.lower || !isVerb(verb.lower)) return;
    if (!adjacent(sentence, preposition, verb) || !adjacent(sentence, verb, object)) return;
    // "good at play football": an activity's own object shows it is the verb (ACTIVITY_OBJECTS).
    const activity = isActivityObject(verb.lower, object.lower);
    // "for help me": a noun takes no "me", "him", "us" or "them" after it, so a word that is both is the verb.
    const person = PERSON_OBJECTS.has(object.lower);
    // "good at play the piano": after "good at", "interested in" …, a word with a determiner after it is a
    // verb with its object, noun or not.
    const skilled = SKILL_ADJECTIVES.has(words[index - 2]?.lower ?? '');
    const determined = skilled && /^(?:the|a|an|my|his|her|our|their|your)$/.test(object.lower);
    if (
      isNoun(verb.lower) &&
      !activity &&
      !person &&
      !determined &&
      !isSuggestion(sentence, analysis, index, object)
    )
      return;
    // "I am good at communicate with people": after "good at", "interested in" …, a verb that is no noun.
    const skill = skilled && (determined || (!isNoun(verb.lower) && !isMassNoun(verb.lower)));
    if (
      PLAIN_OBJECTS.has(object.lower) ||
      activity ||
      skill ||
      isSuggestion(sentence, analysis, index, object)
    )
      lints.push(ingAfterPreposition(sentence, preposition, verb));
  });
  return lints;
}

const ingAfterPreposition = (sentence: string, preposition: Word, verb: Word) => {
  const ing = ingForm(verb.lower);
  return replacementLint(
    'WordloomGerundAfterPreposition',
    'Grammar',
    sentence,
    verb.start,
    verb.end,
    ing,
    `After a preposition ("${preposition.text}"), a verb takes the -ing form: "${ing}".`,
  );
};

/** Times after a noun the dictionary knows no plural of: "What about work tomorrow?" asks about the job. */
const TIMES = new Set([...DAY_WORDS, ...'now then later instead next this last again'.split(' ')]);

/**
 * "How about go to the park?" -> "going": a suggestion with "How/What about" at the start of its clause and
 * a verb with something after it. A word that is a noun too ("a visit", "a swim") needs an object or an
 * adverb after it ("How about visit the museum?"), not a preposition ("What about access to the park?").
 */
function isSuggestion(sentence: string, analysis: SentenceAnalysis, index: number, object: Word): boolean {
  const { words } = analysis;
  const [how, about] = [words[index - 2], words[index - 1]];
  if (!how || !/^(?:how|what)$/.test(how.lower) || about!.lower !== 'about') return false;
  if (!adjacent(sentence, how, about!) || !analysis.startsClause(index - 2)) return false;
  return VERB_OBJECTS.has(object.lower) || (!isNoun(words[index]!.lower) && !TIMES.has(object.lower));
}

const WANT = new Set('want wants wanted'.split(' '));
/** Verbs that are far more often an adverb or adjective after "want you": "I want you back", "want it clean". */
const NOT_VERBS_HERE = new Set(
  'back down up out even still right well further forward home free ready clean dry open close empty near'.split(
    ' ',
  ),
);

/** "I want you come" -> "you to come". */
function wantSomeoneTo(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [want, someone] = [words[index - 2], words[index - 1]];
    if (!want || !someone || !WANT.has(want.lower) || !OBJECT_PRONOUNS.has(someone.lower)) return;
    if (
      verb.text !== verb.lower ||
      !isVerb(verb.lower) ||
      isNoun(verb.lower) ||
      NOT_VERBS_HERE.has(verb.lower)
    )
      return;
    if (!adjacent(sentence, want, someone) || !adjacent(sentence, someone, verb)) return;
    lints.push(
      replacementLint(
        'WordloomWantTo',
        'Grammar',
        sentence,
        verb.start,
        verb.end,
        `to ${verb.text}`,
        `"${want.text} ${someone.text}" is followed by "to" and the verb: "to ${verb.text}".`,
      ),
    );
  });
  return lints;
}

/** "prefer tea than coffee" -> "prefer tea to coffee": "than" within three words of "prefer". */
function preferTo(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((than, index) => {
    if (than.lower !== 'than') return;
    const before = words[index - 1];
    // "rather than", "more than one", "other than": a comparison of its own.
    if (!before || /^(?:rather|more|less|other|better|worse|\w+er)$/.test(before.lower)) return;
    const prefer = words
      .slice(Math.max(0, index - 4), index - 1)
      .find((word) => /^prefer(?:s|red)?$/.test(word.lower));
    if (!prefer) return;
    const span = words.slice(words.indexOf(prefer), index + 1);
    if (!adjacentRun(sentence, span)) return;
    // "prefer to stay … than": the infinitive's "rather than" was meant; no sure fix.
    if (words[words.indexOf(prefer) + 1]?.lower === 'to') return;
    lints.push(
      replacementLint(
        'WordloomPreferTo',
        'WordChoice',
        sentence,
        than.start,
        than.end,
        matchCase('to', than.text),
        '"Prefer" compares with "to": "prefer A to B".',
      ),
    );
  });
  return lints;
}

const SUBJECT_AFTER_THAT = /^(?:i|you|he|she|it|we|they|there)$/;
const SAY = wordTable<string>({ tell: 'say', tells: 'says', told: 'said' });

/** "He told that he was tired" -> "said that": "tell" without the person told, before a clause. */
function toldThat(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((told, index) => {
    const [that, subject] = [words[index + 1], words[index + 2]];
    const say = SAY[told.lower];
    if (!say || !that || !subject || that.lower !== 'that' || !SUBJECT_AFTER_THAT.test(subject.lower)) return;
    if (!adjacent(sentence, told, that) || !adjacent(sentence, that, subject)) return;
    lints.push(
      replacementLint(
        'WordloomSayThat',
        'WordChoice',
        sentence,
        told.start,
        told.end,
        matchCase(say, told.text),
        `"${told.text}" needs the person told ("${told.text} me that"); without one, "${say} that".`,
      ),
    );
  });
  return lints;
}

const LIKING = new Set('like likes liked love loves loved hate hates hated'.split(' '));
/** Adverbs and negations between a subject and "like": "I really like", "She also enjoys", "He doesn't like". */
const LIKING_ADVERBS = new Set(
  "really also always still often usually very never don't doesn't didn't".split(' '),
);
/** Verbs whose verb after them takes -ing, never "to": "I enjoy reading", "He finished writing". */
const ENJOYING = new Set(
  'enjoy enjoys enjoyed finish finishes finished avoid avoids avoided mind minds'.split(' '),
);
/** What learners like doing, none of them a noun too. */
const ACTIVITIES = new Set('go eat read sing listen learn write see speak'.split(' '));
/**
 * Activities that are nouns too ("I like travel", "dance music"), with the objects that show them as verbs
 * ("play basketball", "watch TV"); a determiner does as well ("play the piano").
 */
const ACTIVITY_OBJECTS = wordTable<string[]>({
  play: 'basketball football soccer tennis badminton volleyball games computer chess cards piano guitar violin'.split(
    ' ',
  ),
  watch: 'tv movies films football'.split(' '),
  cook: 'dinner lunch breakfast'.split(' '),
  study: 'english chinese math maths science history'.split(' '),
  ride: 'bikes bicycles horses'.split(' '),
  visit: 'museums friends'.split(' '),
  walk: [],
  swim: [],
  dance: [],
  travel: [],
  draw: [],
});
/** Whether the word after a verb that is a noun too is that activity's own object: "play basketball". */
export const isActivityObject = (verb: string, object: string) =>
  ACTIVITY_OBJECTS[verb]?.includes(object) ?? false;
const DETERMINERS = new Set('the a an my your his her our their some'.split(' '));
/**
 * Activities whose noun takes an article ("a swim", "a walk", "a visit"): without one, after "like", they are
 * the verb ("I like swim very much"). Not "dance" or "travel", nouns of their own ("I love dance").
 */
const ARTICLE_NOUNS = new Set('swim draw walk ride visit cook'.split(' '));
/** What may follow such an activity when it is the verb: the clause ends, or an adverb or a phrase begins. */
const AFTER_BARE_ACTIVITY =
  /^(?:\s*(?:[.,!?;:]|$)|\s+(?:very|so|a|in|on|at|with|and|but|because|every|too|when|after|before|alone|together|outside)\b)/;

/**
 * "I like play basketball" -> "like to play": after like, love or hate, a verb takes "to" (or -ing); after
 * enjoy, finish, avoid or mind, -ing ("I enjoy read books" -> "reading"). Only a subject pronoun that starts
 * its clause, and an activity that is plainly a verb ("I like travel" may be the noun, "I like travel books"
 * and "dance music" are).
 */
function likeToDo(sentence: string, analysis: SentenceAnalysis): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    // "I really like play": an adverb of a short list may stand between the subject and "like".
    const adverb = LIKING_ADVERBS.has(words[index - 2]?.lower ?? '') ? 1 : 0;
    const [subject, like, object] = [words[index - 2 - adverb], words[index - 1], words[index + 1]];
    const objects = ACTIVITY_OBJECTS[verb.lower];
    const enjoying = like !== undefined && ENJOYING.has(like.lower);
    if (!subject || !like || (!LIKING.has(like.lower) && !enjoying)) return;
    if (!ACTIVITIES.has(verb.lower) && !objects) return;
    // A subject pronoun, "my/his … + a person" ("My brother likes swim"), or "the/my … + a noun" and a verb
    // that plainly is one ("The dog likes swim": "Sports like swim" may be "such as"), that starts its clause.
    const owner = words[index - 3 - adverb];
    // "Do you like play games?": a question's "do" before the pronoun.
    const asked = /^(?:do|does|did|don['’]t|doesn['’]t|didn['’]t)$/.test(
      words[index - 3 - adverb]?.lower ?? '',
    );
    const pronoun =
      /^(i|you|we|they|he|she)$/.test(subject.lower) && (analysis.startsClause(index - 2 - adverb) || asked);
    const subjectNoun = singularOf(subject.lower) ?? subject.lower;
    const noun =
      owner !== undefined &&
      adjacent(sentence, owner, subject) &&
      analysis.startsClause(index - 3 - adverb) &&
      ((/^(?:my|your|his|her|our|their)$/.test(owner.lower) && FAMILY_AND_FRIENDS.has(subjectNoun)) ||
        (DEFINITE_DETERMINERS.has(owner.lower) && /(?:s|ed)$/.test(like.lower) && isNoun(subjectNoun)));
    if (!pronoun && !noun) return;
    if (!adjacentRun(sentence, words.slice(index - 2 - adverb, index + 1))) return;
    const shownVerb =
      (object !== undefined &&
        adjacent(sentence, verb, object) &&
        (DETERMINERS.has(object.lower) || (objects?.includes(object.lower) ?? false))) ||
      (ARTICLE_NOUNS.has(verb.lower) && AFTER_BARE_ACTIVITY.test(sentence.slice(verb.end)));
    if (objects && !shownVerb) return;
    const form = enjoying ? ingForm(verb.lower) : `to ${verb.text}`;
    lints.push(
      replacementLint(
        enjoying ? 'WordloomGerund' : 'WordloomLikeToDo',
        'Grammar',
        sentence,
        verb.start,
        verb.end,
        form,
        enjoying
          ? `After "${like.text}", a verb takes -ing: "${like.text} ${form}".`
          : `After "${like.text}", a verb takes "to" (or -ing): "${like.text} ${form}".`,
      ),
    );
  });
  return lints;
}

/** What shows the word after "Remember" is a verb: its object ("Remember lock the door"). */
const REMEMBERED_OBJECTS = new Set(
  'the a an my your his her our their this that these those it me him us them'.split(' '),
);

/**
 * "Don't forget bring your book" -> "to bring", "Remember lock the door" -> "to lock": a reminder to do
 * something takes "to". Only a command at the sentence's start, and a verb's base form with its object after
 * it ("Remember me", "Don't forget the book" are right).
 */
function rememberTo(sentence: string, words: readonly Word[]): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [remember, object] = [words[index - 1], words[index + 1]];
    if (!remember || !object || !/^(?:remember|forget)$/.test(remember.lower)) return;
    const before = sentence.slice(0, remember.start);
    const command =
      remember.lower === 'remember'
        ? startsSentence(sentence, remember) || /(?:^|[.!?]\s+)Please\s+$/i.test(before)
        : /(?:^|[.!?]\s+)(?:Don['’]t|Do not|Never|Please don['’]t)\s+$/i.test(before);
    if (!command || verb.text !== verb.lower || !isVerb(verb.lower)) return;
    if (!REMEMBERED_OBJECTS.has(object.lower) || !adjacentRun(sentence, [remember, verb, object])) return;
    lints.push(
      replacementLint(
        'WordloomRememberTo',
        'Grammar',
        sentence,
        verb.start,
        verb.end,
        `to ${verb.text}`,
        `A reminder to do something takes "to": "${remember.text} to ${verb.text}".`,
      ),
    );
  });
  return lints;
}

/*
 * The registry's lines, in its order: each pass is one rule's own lints (declarations/), but "like to do",
 * whose one pass finds "like to do" and "enjoy to do" (a family of two).
 */
export const gerundAfterPrepositionLints: FindLints = (sentence, { analysis }) =>
  gerundAfterPreposition(sentence, analysis);
export const wantToLints: FindLints = (sentence, { analysis }) => wantSomeoneTo(sentence, analysis.words);
export const preferToLints: FindLints = (sentence, { analysis }) => preferTo(sentence, analysis.words);
export const sayThatLints: FindLints = (sentence, { analysis }) => toldThat(sentence, analysis.words);
export const likeToDoLints: FindLints = (sentence, { analysis }) => likeToDo(sentence, analysis);
export const rememberToLints: FindLints = (sentence, { analysis }) => rememberTo(sentence, analysis.words);
