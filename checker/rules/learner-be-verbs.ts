import { replacementLint, wordsLint, type RawLint } from '../engine/lints';
import { participleOf, passiveParticiple, pastOf, singularOf } from '../lexicon/forms';
import { ingForm, thirdPersonOf } from '../lexicon/inflect';
import {
  adjacentRun,
  FAMILY_AND_FRIENDS,
  isBeForm,
  matchCase,
  MODALS,
  PREPOSITIONS,
  startsSentence,
  isMassNoun,
  type Word,
  wordTable,
  FREQUENCY,
  OBJECT_PRONOUNS,
  EVERY_TIME,
} from '../lexicon/words';
import { inTenseOfBe, isPersonPronoun } from './learner-form-reading';
import { mentionsPastTime } from './learner-sentence-time';
import type { SentenceAnalysis } from '../engine/analysis';

/*
 * A verb written after "be" as Chinese says it: "I am agree" -> "I agree", "I am study English" -> "I am
 * studying", "Are you know him?" -> "Do you know", "I am having a car" -> "I have", "The bridge was build" ->
 * "built", "Prices will be increased" -> "increase". Passes of the forms family (learner-forms.ts runs them).
 */

/**
 * Verbs of knowing learners put "be" before ("I am understand", "Are you know him?"). They have a passive
 * that lost its ending as often ("It is know that" for "known"), so only after a person and not before what
 * a passive takes ("He is know as", "known for").
 */
const KNOWING_VERBS = new Set(['understand', 'know', 'believe']);
const PERSON_SUBJECT = /^(?:i|you|we|they|he|she)$/;
const PASSIVE_NEXT = new Set('as for to by in at among'.split(' '));

/**
 * Verbs learners put "be" before, as Chinese says them as states ("I am agree", "It is depend on you") or
 * marks a past event with 是…的 ("It was happen last week"). None is a noun or an adjective, and the passive
 * of those that have one takes the participle ("is understood"), so "be" + the bare verb is never English.
 */
const STATE_VERBS = new Set([
  ...KNOWING_VERBS,
  'agree',
  'disagree',
  'belong',
  'depend',
  'happen',
  'exist',
  'occur',
  'seem',
  'consist',
  'rely',
]);

/**
 * Verbs by which a thing makes someone feel or do something: "It is make me happy" -> "It makes me happy"
 * (是 marks the statement in Chinese). With a thing as the subject and a person's pronoun after, "be" + the
 * bare verb is never English ("He is help me" may be "is helping": beBareVerb).
 */
const CAUSING_VERBS = new Set(['make', 'let', 'help', 'cause', 'give']);
const THING_SUBJECT = /^(?:it|this|that)$/;

export function beAgree(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const verb = words[index + 1];
    // "it's" is "it is" before a verb ("It's depend on you"), though "'s" may be "has" or a possessive elsewhere.
    const pronounIs = /^(?:it|he|she|that|this)['’]s$/.test(be.lower);
    if (!verb || (!isBeForm(be) && !pronounIs)) return;
    const lower = be.lower;
    // "I'm agree" -> "I agree": replace from the apostrophe (the subject is in the word, which may be first).
    const contracted = /^(\w+)['’](m|re|s)$/.exec(lower);
    if (index === 0 && !contracted) return;
    const subject = contracted ? contracted[1]! : (words[index - 1]?.lower ?? '');
    const next = words[index + 2]?.lower ?? '';
    const causing =
      CAUSING_VERBS.has(verb.lower) &&
      THING_SUBJECT.test(subject) &&
      OBJECT_PRONOUNS.has(next) &&
      verb.text === verb.lower;
    if (!STATE_VERBS.has(verb.lower) && !causing) return;
    if (KNOWING_VERBS.has(verb.lower) && (!PERSON_SUBJECT.test(subject) || PASSIVE_NEXT.has(next))) return;
    const form = /^(was|were)$/.test(lower)
      ? (pastOf(verb.lower) ?? verb.lower)
      : lower === 'is' || (contracted?.[2] === 's' && subject !== 'there') || /^(he|she|it)$/.test(subject)
        ? thirdPersonOf(verb.lower)
        : verb.lower;
    if (contracted) {
      const start = be.start + contracted[1]!.length;
      lints.push({
        rule: 'WordloomBeAgree',
        kind: 'Grammar',
        start,
        end: verb.end,
        problem: sentence.slice(start, verb.end),
        message: `"${verb.lower}" is a verb: it needs no "be" in front.`,
        suggestions: [{ kind: 'replace', text: ` ${form}` }],
      });
      return;
    }
    lints.push(
      wordsLint(
        'WordloomBeAgree',
        'Grammar',
        be,
        verb,
        sentence,
        form,
        `"${verb.lower}" is a verb: it needs no "be" in front.`,
      ),
    );
  });
  return lints;
}

/** Verbs of a state, which take no -ing form for what is so now: "I know", not "I am knowing". */
const STATE_ING = wordTable<string>({
  knowing: 'know',
  understanding: 'understand',
  believing: 'believe',
  owning: 'own',
  belonging: 'belong',
});
/** What one has, not does ("She is having a car" -> "has"; "having a party", "having lunch" are done). */
const POSSESSIONS = new Set(
  'car house flat apartment brother sister dog cat bike bicycle computer phone garden'.split(' '),
);

/**
 * "I am knowing the answer" -> "I know", "She is having a car", "two brothers" -> "She has": a verb of a state in the present
 * progressive, after a subject pronoun (not "He was having a bath": a thing done).
 */
export function stateProgressive(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [subject, be, next, noun] = [
      words[index - 2],
      words[index - 1],
      words[index + 1],
      words[index + 2],
    ];
    // "I have been knowing him for years" -> "I have known him": the perfect of a state, with its object
    // ("She has been understanding" is kind).
    const perfect =
      be?.lower === 'been' &&
      /^(?:have|has|had)$/.test(subject?.lower ?? '') &&
      /^(?:me|you|him|her|it|us|them|the|this|that|my|his|our|their|your)$/.test(next?.lower ?? '');
    if (!subject || !be || (!perfect && (!isPersonPronoun(subject) || !/^(?:am|is|are)$/.test(be.lower))))
      return;
    // "She is having a car", "She is having two brothers": one possession, or a number of them.
    const owned = /^an?$/.test(next?.lower ?? '')
      ? noun?.lower
      : /^(?:two|three|four|five|six|many|several|no)$/.test(next?.lower ?? '')
        ? singularOf(noun?.lower ?? '')
        : undefined;
    const having = !perfect && verb.lower === 'having' && POSSESSIONS.has(owned ?? '');
    const lemma = having ? 'have' : STATE_ING[verb.lower];
    if (!lemma || !adjacentRun(sentence, [subject, be, verb])) return;
    const form = perfect
      ? participleOf(lemma)
      : lemma === 'have' && /^(?:he|she)$/.test(subject.lower)
        ? 'has'
        : inTenseOfBe(be.lower, subject.lower, lemma);
    if (!form) return;
    const message = `"${lemma}" tells how things are, and takes no -ing${perfect ? '' : ' for now'}: "${subject.text} ${form}".`;
    lints.push(
      replacementLint('WordloomStateProgressive', 'Grammar', sentence, be.start, verb.end, form, message),
    );
  });
  return lints;
}

/** "I am very agree with you" -> "I really agree": a verb is made strong with "really", and needs no "be". */
export function beVeryAgree(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const [very, verb] = [words[index + 1], words[index + 2]];
    // "I'm very agree": the subject and "be" in one word, replaced from the apostrophe.
    const contracted = /^(i|you|we|they|he|she)['’](?:m|re|s)$/.exec(be.lower);
    const subject = contracted ? contracted[1]! : words[index - 1]?.lower;
    if (!subject || !very || !verb || !/^(?:i|you|we|they|he|she)$/.test(subject)) return;
    if (!/^(?:very|so|really)$/.test(very.lower) || !/^(?:agree|disagree)$/.test(verb.lower)) return;
    const run = contracted ? [be, very, verb] : [words[index - 1]!, be, very, verb];
    if ((!contracted && !isBeForm(be)) || !adjacentRun(sentence, run)) return;
    const fixed = `really ${inTenseOfBe(be.lower, subject, verb.lower)}`;
    const start = contracted ? be.start + contracted[1]!.length : be.start;
    const message = `"${verb.lower}" is a verb: no "be" before it, and "really" makes it strong: "${fixed}".`;
    lints.push(
      replacementLint(
        'WordloomBeAgree',
        'Grammar',
        sentence,
        start,
        verb.end,
        contracted ? ` ${fixed}` : fixed,
        message,
      ),
    );
  });
  return lints;
}

/** Verbs a question may ask with "be" by mistake, though they are nouns too: "Are you want some tea?". */
const WANTING_VERBS = new Set(['want', 'need', 'have']);

/**
 * Whether a "be" question's verb is one that asks with "do": a state verb, "want", "need", "have", or "like"
 * before "to" or an -ing word ("Are you like your father?" asks whether you are alike).
 */
const isAskedVerb = (verb: Word, next: Word | undefined) =>
  STATE_VERBS.has(verb.lower) ||
  WANTING_VERBS.has(verb.lower) ||
  (verb.lower === 'like' && /^(?:to|[a-z]+ing)$/.test(next?.lower ?? ''));

/** "Are you agree?" -> "Do you agree?", "Is he agree?" -> "Does he agree?": a verb's question asks with "do". */
export function beAgreeQuestion(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const [subject, verb] = [words[index + 1], words[index + 2]];
    if (
      !subject ||
      !verb ||
      !isBeForm(be) ||
      !isPersonPronoun(subject) ||
      !isAskedVerb(verb, words[index + 3])
    )
      return;
    if (!startsSentence(sentence, be) || !adjacentRun(sentence, [be, subject, verb])) return;
    const does = /^(?:was|were)$/i.test(be.text) ? 'did' : /^(?:he|she)$/.test(subject.lower) ? 'does' : 'do';
    const fixed = `${matchCase(does, be.text)} ${subject.text} ${verb.lower}`;
    const message = `"${verb.lower}" is a verb: its question asks with "${does}": "${fixed}".`;
    lints.push(replacementLint('WordloomBeAgree', 'Grammar', sentence, be.start, verb.end, fixed, message));
  });
  return lints;
}

/**
 * Verbs of doing that learners put bare after "be" ("I am study English" for 我在学英语). Not a verb whose
 * participle is its lemma ("It is read by millions", "The shop is run by"), nor one that names a person
 * ("I am cook in a restaurant" wants "a cook").
 */
const DOING_VERBS = new Set(
  'study learn eat go do make listen speak talk swim sleep drink wait teach travel prepare practise practice write watch play work look help'.split(
    ' ',
  ),
);

/** A person's pronoun with "be" joined to it: "I'm", "you're", "she's" (not "it's": "It's work" is a noun). */
const PRONOUN_BE = /^(?:i['’]m|(?:you|we|they)['’]re|(?:he|she)['’]s)$/;

/** "My father is work": a person named by "my", "his" … and a family or friend's noun, as the subject. */
const isPersonNamed = (owner: Word | undefined, person: Word, sentence: string) =>
  owner !== undefined &&
  /^(?:my|your|his|her|our|their)$/.test(owner.lower) &&
  FAMILY_AND_FRIENDS.has(person.lower) &&
  adjacentRun(sentence, [owner, person]);

/**
 * "I am study English now" -> "studying", "Where are you go?" -> "going": a subject pronoun and "be" (in
 * either order), then a verb of doing, bare; or a person and "be" ("My father is work in a factory").
 */
export function beBareVerb(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  const isBe = (word: Word) => /^(?:am|is|are|was|were)$/.test(word.lower);
  words.forEach((verb, index) => {
    const [first, second, next] = [words[index - 2], words[index - 1], words[index + 1]];
    if (!second || !DOING_VERBS.has(verb.lower) || verb.text !== verb.lower) return;
    // "I'm study English now" -> "I'm studying": "be" joined to its pronoun.
    const joined = PRONOUN_BE.test(second.lower);
    // "I have been study English for years" -> "studying": "have been" goes on with -ing too.
    const perfect = second.lower === 'been' && /^(?:have|has|had)$/.test(first?.lower ?? '');
    const be =
      joined || perfect
        ? second
        : !first
          ? undefined
          : (isPersonPronoun(first) || isPersonNamed(words[index - 3], first, sentence)) && isBe(second)
            ? second
            : isBe(first) && isPersonPronoun(second)
              ? first
              : undefined;
    if (
      !be ||
      !adjacentRun(sentence, joined ? [second, verb] : [first!, second, verb]) ||
      next?.lower === 'by'
    )
      return;
    // "I was go to school yesterday" -> "I went": a finished time makes it the simple past ("I was going
    // to school when it rained" is what was going on). "I am go to school every day" -> "I go": a habit
    // takes the simple present. Either way "be" goes.
    const plain = !joined && second === be;
    const past = plain && /^(?:was|were)$/.test(be.lower) && pastOf(verb.lower);
    const finished =
      past && mentionsPastTime(words) && !words.some((word) => /^(?:when|while)$/.test(word.lower));
    const rest = sentence.slice(verb.end).split(/[,;.!?]/)[0]!;
    const habit =
      plain &&
      /^(?:am|is|are)$/.test(be.lower) &&
      isPersonPronoun(first!) &&
      (EVERY_TIME.test(rest) ||
        [...rest.matchAll(/[a-z]+/gi)].some(([w]) => FREQUENCY.has(w.toLowerCase()))) &&
      inTenseOfBe(be.lower, first!.lower, verb.lower);
    const simple = finished ? past : habit || undefined;
    if (simple) {
      const message = finished
        ? `A finished time in the past takes the simple past: "${first!.text} ${simple}".`
        : `A habit takes the simple present, with no "${be.text}": "${first!.text} ${simple}".`;
      lints.push(
        replacementLint('WordloomBeDoing', 'Grammar', sentence, second.start, verb.end, simple, message),
      );
      return;
    }
    const ing = ingForm(verb.lower);
    lints.push(
      wordsLint(
        'WordloomBeDoing',
        'Grammar',
        verb,
        verb,
        sentence,
        ing,
        `After "${be.text}", a verb takes -ing for what is going on: "${be.text} ${ing}".`,
      ),
    );
  });
  return lints;
}

/**
 * "She is always help me" -> "She always helps me", "I am never eat breakfast" -> "I never eat": a habit
 * needs no "be" (她总是帮我), only the verb, in the tense of the "be" the learner wrote.
 */
export function beBeforeHabit(analysis: SentenceAnalysis, sentence: string): RawLint[] {
  const { words } = analysis;
  const lints: RawLint[] = [];
  words.forEach((be, index) => {
    const [subject, often, verb] = [words[index - 1], words[index + 1], words[index + 2]];
    if (
      !subject ||
      !often ||
      !verb ||
      !isPersonPronoun(subject) ||
      !/^(?:am|is|are|was|were)$/.test(be.lower)
    )
      return;
    if (!FREQUENCY.has(often.lower) || !DOING_VERBS.has(verb.lower) || verb.text !== verb.lower) return;
    if (!adjacentRun(sentence, [subject, be, often, verb]) || !analysis.startsClause(index - 1)) return;
    const form = inTenseOfBe(be.lower, subject.lower, verb.lower);
    if (!form) return;
    const fixed = `${often.text} ${form}`;
    lints.push(
      replacementLint(
        'WordloomBeBeforeHabit',
        'Grammar',
        sentence,
        be.start,
        verb.end,
        fixed,
        `A habit needs no "${be.text}": "${subject.text} ${fixed}".`,
      ),
    );
  });
  return lints;
}

/** A subject that a bare verb after "be" may describe, as a learner's "is to …": "My dream is become …". */
const PURPOSE_NOUNS = new Set(
  'job dream hobby goal aim plan task duty idea way purpose wish choice solution answer thing step method work'.split(
    ' ',
  ),
);
/** Persons, whom a bare verb after "be" more likely describes doing something ("She is write to him"). */
const isPerson = (word: Word) => isPersonPronoun(word) || FAMILY_AND_FRIENDS.has(word.lower);

/**
 * Verbs of change or of going, which take no passive: "Prices will increase", "The problem may disappear",
 * "She will go to school".
 */
const NO_PASSIVE_VERBS = new Set(
  'increase decrease rise fall grow disappear appear happen exist die arrive become remain occur go come'.split(
    ' ',
  ),
);
/** Adverbs that may end a passive's phrase: "can be solved today". */
const PASSIVE_ADVERBS = new Set('today tomorrow soon now again here there first later'.split(' '));

/**
 * "The bridge was build in 1990" -> "built", "Sulfur dioxide is generate by volcanoes" -> "generated": a
 * verb bare after "be", in a passive, which a preposition or the clause's end shows ("was build a house" is
 * something else). `passiveParticiple` keeps out the words that may stand bare there ("is open by nine").
 * Not after a "do" earlier in the sentence ("What we did was build in stages" is right), nor after a
 * person ("She is write to him" means "writing") or a purpose ("My job is teach in a school" means "to teach").
 */
export function bareVerbPassive(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [subject, be, next] = [words[index - 2], words[index - 1], words[index + 1]];
    if (!be || !isBeForm(be) || /'/.test(be.text) || verb.text !== verb.lower) return;
    if (!adjacentRun(sentence, [be, verb])) return;
    // "The number of cars would be decrease", "She will be go" -> "would decrease", "will go": a verb of change
    // or of going has no passive to take.
    if (be.lower === 'be' && subject && MODALS.has(subject.lower) && NO_PASSIVE_VERBS.has(verb.lower)) {
      const message = `"${verb.lower}" is the verb after "${subject.lower}": no "be" before it.`;
      lints.push(wordsLint('WordloomModalBeVerb', 'Grammar', be, verb, sentence, verb.text, message));
      return;
    }
    const participle = passiveParticiple(verb.lower);
    // "There is work to do": after "there", a noun.
    if (!participle || isMassNoun(verb.lower) || subject?.lower === 'there') return;
    if (subject && (isPerson(subject) || PURPOSE_NOUNS.has(subject.lower))) return;
    // "He will be study in the library": the person before the modal, who more likely means "studying".
    const beforeModal = subject && MODALS.has(subject.lower) ? words[index - 3] : undefined;
    if (beforeModal && isPerson(beforeModal)) return;
    const endsClause = !next || /[,;:.!?)]/.test(sentence.slice(verb.end, next.start));
    // "The problem can be solve easily", "It must be finish today": an adverb after it ends its phrase too.
    const adverb =
      next !== undefined && (/^[a-z]{3,}ly$/.test(next.lower) || PASSIVE_ADVERBS.has(next.lower));
    if (!endsClause && !adverb && !PREPOSITIONS.has(next.lower)) return;
    if (words.slice(0, index).some((word) => /^(?:do|does|did)$/.test(word.lower))) return;
    lints.push(
      wordsLint(
        'WordloomPassiveParticiple',
        'Grammar',
        verb,
        verb,
        sentence,
        participle,
        `After "${be.text}", a verb takes its past participle: "${be.text} ${participle}".`,
      ),
    );
  });
  return lints;
}
