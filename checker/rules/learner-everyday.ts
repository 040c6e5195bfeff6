import {
  irregularLemma,
  isNoun,
  isThinkingVerb,
  isVerb,
  isVerbForm,
  nounNumber,
  pluralOf,
  singularOf,
  singularOnlyNoun,
} from '../lexicon/forms';
import { ingForm, lemmasOfIng, lemmasOfThirdPerson, thirdPersonOf } from '../lexicon/inflect';
import { isAboutThePast, mentionsPastTime, PRESENT_OF_BE } from './learner-past-time';
import { replacementLint, type RawLint } from '../engine/lints';
import {
  AFTER_ADJECTIVE,
  adjacent,
  DEFINITE_DETERMINERS,
  determinerFits,
  GROUP_NOUNS,
  isIngAdjective,
  isMassNoun,
  PREPOSITIONS,
  indefiniteArticle,
  isPluralNumber,
  isBeForm,
  MODALS,
  PLURAL_NOUNS,
  SAME_PLURAL,
  AFTER_A_VERB,
  startsClause,
  STATIVE_VERBS,
  SUBJECT_PRONOUNS,
  SUBJECT_JOINERS,
  wordsOf,
  type Word,
  wordTable,
  adjacentRun,
  ADJECTIVES_WITHOUT_BE,
  FAMILY_AND_FRIENDS,
  FREQUENCY,
  COUNTED_NOUNS,
  PLURAL_QUANTIFIERS,
  PEOPLE_WORDS,
  PERSON_WORDS,
  EVERY_TIME,
  OBJECT_WORDS,
  startsSentence,
  DEMAND_BEFORE,
  DESCRIBING_ADJECTIVES,
  PLURAL_AS_ONE,
} from '../lexicon/words';

/*
 * Sentences Chinese-speaking learners write every day (Chinese marks neither articles nor a verb's person):
 * - "I am student" -> "I am a student": a person's job or role after "I am", "he is", with no article;
 * - "It is good idea" -> "It is a good idea", "I have question" -> "I have a question": "it", "this" or
 *   "there" is, or a person has, one thing;
 * - "They was" -> "They were", "He were tired" -> "He was tired" (not "If he were", "I wish it were");
 * - "She usually play" -> "She usually plays": he, she or it + how often + the bare verb (a habit is in the
 *   present, so the third person is sure);
 * - "There are many people like to travel" -> "people who like to travel": two verbs, one clause;
 * - "spent a lot of time to solve" -> "spent a lot of time solving";
 * - "Yesterday I go to the park" -> "went": a sentence that starts in the past keeps its verb there.
 * Each is matched whole, with the guards that keep correct English unchanged written next to it.
 */

/** "student" -> "a student", "like" -> "who like": a word put in front of another. */
const insertBefore = (rule: string, sentence: string, word: Word, text: string, message: string) =>
  replacementLint(rule, 'Grammar', sentence, word.start, word.end, `${text} ${word.text}`, message);

/** Nouns for a person by their ending: student, teacher, doctor, scientist, musician, engineer, employee. */
const PERSON_ENDING = /(?:ent|ant|er|or|ist|ian|eer|ee)$/;
/** Roles one person holds, which go without an article: "He is president of the club". */
const TITLES = new Set(
  'president chairman chairwoman head captain king queen mayor governor chief leader'.split(' '),
);

/** People one names by how they are related: "my father", "her friend". */
const RELATIVES = new Set(
  'father mother brother sister son daughter husband wife uncle aunt cousin friend grandfather grandmother boyfriend girlfriend neighbour neighbor dad mom mum'.split(
    ' ',
  ),
);

/** Verbs of working, after which "as" names one's job: "I work as a teacher". */
const WORKING = new Set('work works worked working'.split(' '));
/** People named without a job's ending: "When I was child" -> "a child", "She is cook" -> "a cook". */
const PERSON_NOUNS = new Set(
  'child kid boy girl baby teenager cook chef nurse pilot poet coach man woman person friend'.split(' '),
);
/**
 * What one says of a person's job or role, or of how they are, before naming them: "a very good cook", "a
 * famous singer", "a very beautiful girl".
 */
const ROLE_ADJECTIVES = new Set(
  'good great bad excellent famous nice kind wonderful careful successful popular young new hard-working honest friendly clever smart polite funny brave beautiful pretty handsome lovely cute tall lucky happy lazy shy quiet strong'.split(
    ' ',
  ),
);

/**
 * "I am student." -> "I am a student.", "She is very good cook" -> "a very good cook", "When I was child" ->
 * "a child": before the end, "in", "at", "from", "of", "and" or "but".
 */
function jobArticle(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((noun, at) => {
    // An adjective of a short list before the noun, perhaps after "very"; the article goes before them.
    const described = ROLE_ADJECTIVES.has(words[at - 1]?.lower ?? '');
    const intensified = described && /^(?:very|really|quite)$/.test(words[at - 2]?.lower ?? '');
    const index = at - (described ? 1 : 0) - (intensified ? 1 : 0);
    const first = words[index]!;
    if (!adjacentRun(sentence, words.slice(index, at + 1))) return;
    const be = words[index - 1];
    const subject = words[index - 2];
    if (!be || !subject) return;
    // "I work as teacher" -> "as a teacher": the job one does, named after "work as".
    const workAs = be.lower === 'as' && WORKING.has(subject.lower) && adjacent(sentence, subject, be);
    // "She became teacher", "I want to become doctor": what someone becomes is a role too.
    const becoming = /^(?:become|becomes|became)$/.test(be.lower);
    if (!becoming && !workAs && !/^(am|is|was)$/.test(be.lower)) return;
    // "I am student", "My father is doctor": a person named by a pronoun or by "my/his/her" + a relative.
    const relative =
      RELATIVES.has(subject.lower) &&
      /^(?:my|your|his|her|our|their)$/.test(words[index - 3]?.lower ?? '') &&
      adjacent(sentence, words[index - 3]!, subject);
    const beforeBecoming = becoming && (subject.lower === 'to' || MODALS.has(subject.lower));
    if (!/^(i|he|she)$/.test(subject.lower) && !relative && !beforeBecoming && !workAs) return;
    const person = PERSON_ENDING.test(noun.lower) || PERSON_NOUNS.has(noun.lower);
    if (noun.text !== noun.lower || !person || TITLES.has(noun.lower)) return;
    if (!pluralOf(noun.lower) || !adjacent(sentence, subject, be) || !adjacent(sentence, be, first)) return;
    if (!/^\s*(?:[.,;!?]|$|(?:in|at|from|of|and|but)\b)/.test(sentence.slice(noun.end))) return;
    const article = indefiniteArticle(first.lower);
    const phrase = sentence.slice(first.start, noun.end);
    lints.push(
      insertBefore(
        'WordloomJobArticle',
        sentence,
        first,
        article,
        `One person's job or role takes "${article}": "${article} ${phrase}".`,
      ),
    );
  });
  return lints;
}

/** Words between "is" and the noun that are no adjective of it ("It is not problem", "It is my idea"). */
const NOT_ADJECTIVES = new Set(
  'a an the my your his her its our their this that these those some any no every each one another such what which whose much many more most few fewer less least little not also still just only too enough same other own near like unlike'.split(
    ' ',
  ),
);
const ORDER_WORDS =
  /^(?:first|second|third|fourth|fifth|next|last|only|main|right|wrong|whole|exact|opposite|\w+est)$/;
// Not "so": "so beautiful day" is "such a beautiful day" (learner-word-choice.ts), never "a so beautiful day".
const DEGREE = new Set('very really quite extremely pretty'.split(' '));

/**
 * Nouns counted with no adjective too ("It is problem", "I have question"): never a mass noun as well
 * ("We have reason to believe", "I have experience in teaching", "There is benefit in waiting").
 */
const BARE_COUNTED_NOUNS = new Set(
  'idea problem question chance plan dream job friend book mistake lesson decision choice goal task challenge solution answer'.split(
    ' ',
  ),
);
/** Things a person has, buys, sees or needs, counted: "I have car", "She has cold" ("It is cold" is the adjective). */
const HAD_NOUNS = new Set([
  ...BARE_COUNTED_NOUNS,
  ...'car house phone computer dog cat bike bicycle boyfriend girlfriend brother sister headache fever cold cough test exam meeting party pen bag ticket gift present watch camera dictionary umbrella letter score grade opportunity'.split(
    ' ',
  ),
]);
const HAVE_SUBJECTS = /^(?:i|you|we|they|he|she)$/;
/** Words between a subject and "have" (or "to" before it): "does not have", "also has", "to buy". */
const HAVE_AFTER = /^(?:to|not|never|also|still|will|can|could|should|must|may|might|(?:do|does|did)n['’]t)$/;
/**
 * Nouns of HAD_NOUNS that are adjectives too, counted only after "have" and never described: "She has a
 * cold", but "I got cold", "It is often cold", "it was already present".
 */
const ADJECTIVES_TOO = new Set(['cold', 'present']);
/** Verbs after which one thing had is counted like after "have": "I bought book", "I want to buy new phone". */
const HAVING_VERBS =
  /^(?:have|has|had|buy|buys|bought|need|needs|needed|want|wants|wanted|see|sees|saw|find|finds|found|get|gets|got|lose|loses|lost|write|writes|wrote)$/;

/**
 * Whether a subject and verb take one thing after them: "it/this/that/there is/was" (or "will be"), "I have",
 * "she bought", "to buy"; 'noun be' where the thing counts only with an adjective before it: a noun subject
 * or a name and "is/was" ("My hometown is very beautiful place"), "become", "seem like".
 */
function takesOneThing(
  subject: Word | undefined,
  verb: Word | undefined,
  beforeSubject: Word | undefined,
): 'be' | 'noun be' | 'have' | null {
  if (!subject || !verb) return null;
  // "He became very famous person", "It seems like good idea": what someone becomes or seems like is one thing
  // too, whatever the subject.
  if (
    /^(?:become|becomes|became)$/.test(verb.lower) ||
    (verb.lower === 'like' && /^(?:seems?|seemed|sounds?|sounded|looks?|looked)$/.test(subject.lower))
  )
    return 'noun be';
  // "It will be good idea", "That would be nice place": a modal's "be" after it, this, that or there.
  if (verb.lower === 'be' && MODALS.has(subject.lower))
    return /^(?:it|this|that|there)$/.test(beforeSubject?.lower ?? '') ? 'be' : null;
  if (/^(?:is|was|isn['’]t|wasn['’]t)$/.test(verb.lower)) {
    if (/^(?:it|this|that|there)$/.test(subject.lower)) return 'be';
    // "My hometown is very beautiful place", "Beijing is big city": one thing or a name.
    const number = nounNumber(subject.lower);
    const determined = beforeSubject !== undefined && DEFINITE_DETERMINERS.has(beforeSubject.lower);
    if (number === 'singular' || (determined && number !== 'plural') || /^\p{Lu}\p{Ll}+$/u.test(subject.text))
      return 'noun be';
    return null;
  }
  if (!HAVING_VERBS.test(verb.lower)) return null;
  // "to buy", and a subject's "not", "also" … : "She does not have job", "I also have question".
  return HAVE_SUBJECTS.test(subject.lower) || HAVE_AFTER.test(subject.lower) ? 'have' : null;
}

/**
 * "It is good idea to travel." -> "It is a good idea"; "I have question." -> "I have a question": it, this,
 * that or there + is/was (or "is not", "isn't"), or a person + have/has/had, then one thing, described or not.
 */
function describedThingArticle(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    if (noun.text !== noun.lower) return;
    const adjective = words[index - 1];
    const described =
      (COUNTED_NOUNS.has(noun.text) || (HAD_NOUNS.has(noun.text) && !ADJECTIVES_TOO.has(noun.text))) &&
      adjective !== undefined &&
      adjective.text === adjective.lower &&
      // "It is often cold", "it was already present": an adverb, not an adjective of the noun.
      !FREQUENCY.has(adjective.lower) &&
      !/^(?:already|still|just|also|even|never|ever)$/.test(adjective.lower) &&
      !NOT_ADJECTIVES.has(adjective.lower) &&
      // "Its very existence is at risk": a preposition's phrase.
      !PREPOSITIONS.has(adjective.lower) &&
      // "I have two brother": a number counts the noun, which is the plural rule's ("a two brothers" was made).
      !isPluralNumber(adjective) &&
      !isNoun(adjective.lower) &&
      // "It is problem", "I have had problem", "I have seen …": a verb, not an adjective.
      !/^(?:is|was|have|has|had)$/.test(adjective.lower) &&
      irregularLemma(adjective.lower) === undefined &&
      !(/ed$/.test(adjective.lower) && isVerbForm(adjective.lower)) &&
      // "that change is taking place": a verb going on, not an adjective ("It is amazing place" is one).
      !(/ing$/.test(adjective.lower) && isVerbForm(adjective.lower) && !isIngAdjective(adjective.lower)) &&
      // "the second thing", "the best way": an order or a superlative takes "the", not "a".
      !ORDER_WORDS.test(adjective.lower);
    const degree = described && DEGREE.has(words[index - 2]?.lower ?? '') ? 1 : 0;
    const first = described ? index - 1 - degree : index;
    // "It is not good idea": "not" after "is/was" changes nothing of what follows.
    const not =
      words[first - 1]?.lower === 'not' && /^(?:is|was)$/.test(words[first - 2]?.lower ?? '') ? 1 : 0;
    const kind = takesOneThing(words[first - 2 - not], words[first - 1 - not], words[first - 3 - not]);
    if (!kind) return;
    // What a person has is counted only among HAD_NOUNS: "I have great experience in teaching" is right;
    // "cold" is one only after "have" ("I got cold" is how one felt).
    const verb = words[first - 1 - not]!.lower;
    const had =
      HAD_NOUNS.has(noun.text) && (!ADJECTIVES_TOO.has(noun.text) || /^(?:have|has|had)$/.test(verb));
    if (kind === 'have' ? !had : !described && (kind === 'noun be' || !BARE_COUNTED_NOUNS.has(noun.text)))
      return;
    const span = words.slice(first - 2 - not, index + 1);
    if (!adjacentRun(sentence, span)) return;
    // One thing, ended there or by what follows it: "to travel", "for me", "because …" ("It is good idea
    // makers": a compound goes on).
    if (
      !/^\s*(?:[.,;:!?]|$|(?:to|for|in|on|at|of|about|with|because|that|and|but|when|which|than|if|from|yesterday|today|tomorrow|last|this|every|now)\b)/.test(
        sentence.slice(noun.end),
      )
    )
      return;
    const start = words[first]!;
    const article = indefiniteArticle(start.lower);
    lints.push(
      insertBefore(
        'WordloomDescribedThingArticle',
        sentence,
        start,
        article,
        `One ${noun.text} takes "${article}": "${article} ${start.text}".`,
      ),
    );
  });
  return lints;
}

/** The past of "be" each subject pronoun takes, and its negation. */
const PAST_BE = wordTable<[string, string]>({
  i: ['was', "wasn't"],
  he: ['was', "wasn't"],
  she: ['was', "wasn't"],
  it: ['was', "wasn't"],
  we: ['were', "weren't"],
  you: ['were', "weren't"],
  they: ['were', "weren't"],
});
/** Before these in its clause, "were" after I, he, she or it is the subjunctive: "If he were rich". */
const SUBJUNCTIVE_BEFORE = /\b(?:if|wish|wished|as|though|unless|suppose|imagine|whether)\b[^,;.!?]*$/i;

/**
 * The present of "be", "have" and "do" that I, we, you and they take, for the he-forms learners give them
 * ("they has" -> have, "I is" -> am, "we doesn't" -> don't).
 */
const NOT_THIRD_PRESENT = wordTable<string>({
  is: 'are',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "hasn't": "haven't",
  "doesn't": "don't",
});
const I_PRESENT = wordTable<string>({ ...NOT_THIRD_PRESENT, is: 'am', "isn't": 'am not' });

/** The form of "be", "have" or "do" a subject pronoun takes instead of `verb`, and why; undefined if right. */
function pronounForm(
  subject: string,
  verb: Word,
  sentence: string,
): { right: string; rule: string } | undefined {
  const past = PAST_BE[subject];
  if (past && /^(?:was|were)(?:n't)?$/.test(verb.lower)) {
    const right = past[verb.lower.endsWith("n't") ? 1 : 0];
    // "If he were", "I wish it were", "as it were", "were he to": the subjunctive is right.
    const subjunctive =
      right.startsWith('was') &&
      (SUBJUNCTIVE_BEFORE.test(sentence.slice(0, verb.start)) || /^\s+to\b/.test(sentence.slice(verb.end)));
    return verb.lower === right || subjunctive ? undefined : { right, rule: 'WordloomPronounPastBe' };
  }
  const table =
    subject === 'i' ? I_PRESENT : /^(?:we|you|they)$/.test(subject) ? NOT_THIRD_PRESENT : undefined;
  const right = table?.[verb.lower];
  return right === undefined ? undefined : { right, rule: 'WordloomPronounPresent' };
}

/**
 * "They was happy" -> "They were happy", "He were tired" -> "He was tired", "because they has" -> "have",
 * "I is" -> "am": a subject pronoun and the form of "be", "have" or "do" it takes.
 */
function pronounVerbForm(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const subject = words[index - 1];
    if (!subject || !adjacent(sentence, subject, verb) || verb.text !== verb.lower) return;
    // "My friend and I are", "He and I were": the subject is both of them.
    if (/^(?:and|or|nor)$/.test(words[index - 2]?.lower ?? '')) return;
    const form = pronounForm(subject.lower, verb, sentence);
    if (!form) return;
    // "you" and "it" may be objects: "What he told you was true", "the books on it were old"; not after
    // "I think".
    const object =
      /^(?:you|it)$/.test(subject.lower) &&
      !startsClause(sentence, words, index - 1) &&
      !isThinkingVerb(words[index - 2]?.lower ?? '');
    if (object) return;
    const who = subject.lower === 'i' ? 'I' : subject.lower;
    const message =
      form.rule === 'WordloomPronounPastBe'
        ? `With "${who}", the past of "be" is "${form.right}".`
        : `With "${who}", the verb is "${form.right}": "${who} ${form.right}".`;
    lints.push(replacementLint(form.rule, 'Agreement', sentence, verb.start, verb.end, form.right, message));
  });
  return lints;
}

/** Verbs of where someone works or studies: "My father works in a bank", "My sister studies at a university". */
const WORKPLACE_VERBS = new Set(['work', 'study', 'teach']);

/** Determiners of one thing or person: "my mother", "the teacher", "this machine". */
const ONE_DETERMINERS = /^(?:my|your|his|her|its|our|their|the|this|that)$/;

/**
 * The subject that ends at `end`, when it is one person or thing that starts its clause: "she", or a
 * determiner and a singular noun ("my mother", "the teacher"; not "my parents", "the team").
 */
function singularSubject(sentence: string, words: readonly Word[], end: number): string | null {
  const last = words[end];
  if (!last) return null;
  if (/^(he|she|it)$/.test(last.lower))
    return startsClause(sentence, words, end, SUBJECT_JOINERS) ? last.lower : null;
  const determiner = words[end - 1];
  // "this can sometimes cause": the modal, not the noun "can".
  if (
    !determiner ||
    !ONE_DETERMINERS.test(determiner.lower) ||
    last.text !== last.lower ||
    MODALS.has(last.lower)
  )
    return null;
  const plural = pluralOf(last.lower);
  if (
    !plural ||
    plural === last.lower ||
    GROUP_NOUNS.has(last.lower) ||
    // "The sheep eat grass": one sheep or many.
    SAME_PLURAL.has(last.lower) ||
    !adjacent(sentence, determiner, last)
  )
    return null;
  return startsClause(sentence, words, end - 1, SUBJECT_JOINERS) ? `${determiner.lower} ${last.text}` : null;
}

/**
 * Words that open a clause whose present verb is the plain present, never a subjunctive: "If the teacher
 * teach them" -> "teaches", "When my father come home" -> "comes" (not "that", after which "I suggest that
 * my son go" is right).
 */
const PRESENT_CLAUSE_OPENERS = new Set(
  'if when whenever unless once because although though while before after until'.split(' '),
);

/** Adverbs other than how often that stand between a subject and its verb: "She also needs", "He still lives". */
const ALONGSIDE = new Set('also still really just even only'.split(' '));

const NATURE_SUBJECTS = new Set('sun moon earth'.split(' '));
const NATURE_VERBS = new Set('rise set shine move turn go travel orbit revolve'.split(' '));

/**
 * "She usually play the piano" -> "plays", "My mother always cook dinner" -> "cooks": one person or thing
 * first in its clause, how often, the bare verb.
 */
function habitualThirdPerson(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    if (verb.text !== verb.lower || !isVerb(verb.lower) || MODALS.has(verb.lower) || verb.lower === 'be')
      return;
    const before = words[index - 1];
    const adverb =
      before &&
      (FREQUENCY.has(before.lower) || ALONGSIDE.has(before.lower)) &&
      adjacent(sentence, before, verb)
        ? before
        : undefined;
    const often = adverb && FREQUENCY.has(adverb.lower) ? adverb : undefined;
    // "She often busy on Mondays" lacks "is" (missingBe), not an -s: an adjective that is a verb too is the
    // verb only with its object after it ("She often cleans the room").
    const after = words[index + 1];
    if (ADJECTIVES_WITHOUT_BE.has(verb.lower) && !(after && OBJECT_WORDS.has(after.lower))) return;
    const subjectEnd = adverb ? index - 2 : index - 1;
    const subject = singularSubject(sentence, words, subjectEnd);
    if (!subject || !adjacent(sentence, words[subjectEnd]!, adverb ?? verb)) return;
    // "She also need a car" -> "needs": Harper's rule of "she need" does not look past the adverb.
    if (adverb && !often) {
      if (
        subject.includes(' ') ||
        isAboutThePast(words) ||
        DEMAND_BEFORE.test(sentence.slice(0, words[subjectEnd]!.start))
      )
        return;
      const form = thirdPersonOf(verb.lower);
      lints.push(
        replacementLint(
          'WordloomAdverbThirdPerson',
          'Agreement',
          sentence,
          verb.start,
          verb.end,
          form,
          `With "${subject}", the present takes the verb's -s form: "${subject} ${adverb.lower} ${form}".`,
        ),
      );
      return;
    }
    // "I suggest that my son go to bed early": the subjunctive after a demand, and right.
    const subjectAt = subjectEnd - subject.split(' ').length + 1;
    const subjectStart = words[subjectAt]!;
    if (DEMAND_BEFORE.test(sentence.slice(0, subjectStart.start))) return;
    // "My sister go to school every day": without "usually", a time that comes again later in the clause
    // makes it a habit, and so does a verb of how things are ("My friend live in Shanghai") in a sentence
    // not about the past; a verb after the word ("The bus stop is") makes it a noun.
    // A pronoun with its bare verb ("She go") is Harper's own rule, usually or not.
    if (!often && !subject.includes(' ')) return;
    const clause = sentence.slice(verb.end).split(/[.;!?]/)[0]!;
    const next = words[index + 1];
    // "My father work in a bank": where a relative works or studies is how things are too.
    const workplace =
      WORKPLACE_VERBS.has(verb.lower) &&
      FAMILY_AND_FRIENDS.has(words[subjectEnd]!.lower) &&
      /^(?:in|at|for|as)$/.test(next?.lower ?? '');
    // "The sun rise in the east": what the sun, the moon and the earth do is always so (客观真理).
    const nature = NATURE_SUBJECTS.has(words[subjectEnd]!.lower) && NATURE_VERBS.has(verb.lower);
    const stative = (STATIVE_VERBS.has(verb.lower) || workplace || nature) && !isAboutThePast(words);
    // "My mother like cooking", "My sister like cats": after a verb of liking, an -ing or a plural is its
    // object.
    const objectAfter =
      stative && next !== undefined && (/ing$/.test(next.lower) || nounNumber(next.lower) === 'plural');
    const verbAfter =
      next !== undefined &&
      (isBeForm(next) || (isVerbForm(next.lower) && !objectAfter)) &&
      next.lower !== verb.lower;
    const habit = often !== undefined || ((EVERY_TIME.test(clause) || stative) && !verbAfter);
    // In a clause of condition or time, only a verb with its object or place after it is plainly one ("If
    // the teacher teach them", "When my father come home"), not a word that may be an adjective ("If the room
    // clean, …": "is clean") or a noun's first part ("If the bus stop is far").
    const opener = words[subjectAt - 1];
    const inClause =
      opener !== undefined &&
      PRESENT_CLAUSE_OPENERS.has(opener.lower) &&
      !isAboutThePast(words) &&
      next !== undefined &&
      (AFTER_A_VERB.has(next.lower) || (!isNoun(verb.lower) && isNoun(next.lower)));
    if (!habit && !inClause) return;
    const form = thirdPersonOf(verb.lower);
    lints.push(
      replacementLint(
        habit ? 'WordloomHabitualThirdPerson' : 'WordloomClauseThirdPerson',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        form,
        habit
          ? `With "${subject}", a habit takes the verb's -s form: "${subject}${often ? ` ${often.lower}` : ''} ${form}".`
          : `After "${opener!.lower}", "${subject}" takes the present's -s form: "${subject} ${form}".`,
      ),
    );
  });
  return lints;
}

/**
 * "My parents always encourages me" -> "encourage", "They usually goes" -> "go", "Many students often spends"
 * -> "spend": more than one person first in the clause, how often, and the verb's -s form.
 */
function habitualPlural(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [often, subject, determiner] = [words[index - 1], words[index - 2], words[index - 3]];
    if (!often || !subject || !FREQUENCY.has(often.lower) || verb.text !== verb.lower) return;
    const lemma = isVerb(verb.lower) ? undefined : lemmasOfThirdPerson(verb.lower).find(isVerb);
    if (!lemma || !adjacentRun(sentence, [subject, often, verb])) return;
    const pronoun = /^(?:i|we|they|you)$/.test(subject.lower) && startsClause(sentence, words, index - 2);
    // A plural noun ("students", not "news" or "physics"), first in its clause, or after a count, a determiner
    // or a word that describes it: "Many students", "Two boys", "Most people", "Young people".
    const plural =
      (subject.text === subject.lower || startsSentence(sentence, subject)) &&
      (PLURAL_NOUNS.has(subject.lower) || (singularOf(subject.lower) ?? subject.lower) !== subject.lower) &&
      !GROUP_NOUNS.has(subject.lower) &&
      !PLURAL_AS_ONE.test(subject.lower);
    const bare = plural && !pronoun && startsClause(sentence, words, index - 2, SUBJECT_JOINERS);
    const nounPhrase =
      plural &&
      subject.text === subject.lower &&
      determiner !== undefined &&
      (determinerFits(determiner.lower, 'plural') ||
        PLURAL_QUANTIFIERS.has(determiner.lower) ||
        DESCRIBING_ADJECTIVES.has(determiner.lower) ||
        /^(?:most|some|all)$/.test(determiner.lower)) &&
      adjacent(sentence, determiner, subject) &&
      startsClause(sentence, words, index - 3, SUBJECT_JOINERS);
    if (!pronoun && !bare && !nounPhrase) return;
    const who = sentence.slice((nounPhrase ? determiner! : subject).start, subject.end);
    lints.push(
      replacementLint(
        'WordloomHabitualPlural',
        'Agreement',
        sentence,
        verb.start,
        verb.end,
        lemma,
        `With "${who}", more than one, the verb has no -s: "${who} ${often.lower} ${lemma}".`,
      ),
    );
  });
  return lints;
}

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
function thereArePeopleWho(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
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

/**
 * "spent a lot of time to solve" -> "solving", "Don't waste time to play" -> "playing", "They spend most of
 * their time for working" -> "working": time is spent doing something.
 */
const SPEND_TIME =
  /\b(spend|spends|spent|spending|waste|wastes|wasted|wasting)\s+(?:(?:a lot of|lot of|lots of|much|more|most|so much|too much|little|the whole|all|all my|my|his|her|their|our|your|most of (?:the|my|his|her|their|our|your)|a few|several|many|two|three|four|five|\d+)\s+)?(?:time|hours?|days?|weeks?|months?|years?|minutes?|evenings?|nights?|mornings?)\s+(to\s+([a-z]+)|for\s+([a-z]+ing))\b/gi;

function spendTimeTo(sentence: string): RawLint[] {
  return [...sentence.matchAll(SPEND_TIME)].flatMap((match) => {
    // "to solve", or "for working" ("for nothing", "for the meeting" are no verb).
    const verb =
      match[3]?.toLowerCase() ?? lemmasOfIng(match[4]!.toLowerCase()).find((lemma) => isVerb(lemma));
    if (!verb || !isVerb(verb)) return [];
    const spent = /^wast/i.test(match[1]!) ? 'wasted' : 'spent';
    const start = match.index + match[0].length - match[2]!.length;
    const form = ingForm(verb);
    return [
      replacementLint(
        'WordloomSpendTimeDoing',
        'Grammar',
        sentence,
        start,
        start + match[2]!.length,
        form,
        `Time is ${spent} doing something: "${form}".`,
      ),
    ];
  });
}

/** Degree words before an adjective; after one, an "-ed" feeling is plainly an adjective ("I very tired"). */
const DEGREE_WORDS = new Set('very so too quite really extremely'.split(' '));
/** Whether the rest of the sentence is what may follow an adjective (AFTER_ADJECTIVE). */
const ADJECTIVE_ENDS = new RegExp(`^${AFTER_ADJECTIVE}`);
/** "be" now and in the past for a subject pronoun: "he" -> is, was. */
function beOf(pronoun: string): readonly [now: string, past: string] | undefined {
  const now = PRESENT_OF_BE[pronoun];
  const past = PAST_BE[pronoun]?.[0];
  return now && past ? [now, past] : undefined;
}

/**
 * "The food very delicious" -> "is", "My parents very kind" -> "are": the forms of "be" for a noun after
 * "the", "my", "this" … at words[index], or nothing when there is no such noun.
 */
function nounSubjectBe(
  words: readonly Word[],
  index: number,
): readonly [now: string, past: string] | undefined {
  const [determiner, noun] = [words[index]!.lower, words[index + 1]?.lower];
  if (!DEFINITE_DETERMINERS.has(determiner) || noun === undefined) return undefined;
  if (PLURAL_NOUNS.has(noun) || (singularOf(noun) !== undefined && singularOf(noun) !== noun)) {
    return determinerFits(determiner, 'plural') ? ['are', 'were'] : undefined;
  }
  if (!isNoun(noun) && !isMassNoun(noun)) return undefined;
  return determinerFits(determiner, 'singular') ? ['is', 'was'] : undefined;
}

/**
 * "He very tall" -> "He is very tall", "I afraid of dogs" -> "I am afraid": a subject pronoun at the start of
 * its clause, then an adjective with no verb between (Chinese needs none). "was/were" when the sentence names
 * a past time ("Yesterday I very tired").
 */
function missingBe(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const past = mentionsPastTime(words);
  const lints: RawLint[] = [];
  words.forEach((subject, index) => {
    const noun = nounSubjectBe(words, index);
    const be = beOf(subject.lower) ?? noun;
    // What follows the subject: after "The food", the word after the noun.
    const head = noun ? index + 1 : index;
    const next = words[head + 1];
    if (!be || !next || next.text !== next.lower) return;
    const before = words[index - 1]?.lower ?? '';
    const opener = /^(?:yesterday|today|now|tonight)$/.test(before) && index === 1;
    // "I think he very smart": a clause after a verb of thinking (not "I think it very important to", where
    // "it" is the object, so only the pronouns that are no object).
    // "I feel he very kind" too: "feel" takes a clause like them, though it is no verb of thinking for the
    // past-time rule ("Yesterday I feel sick" -> "felt").
    const thinks = isThinkingVerb(before) || /^(?:feel|feels|felt)$/.test(before);
    const thought = thinks && /^(?:i|he|she|we|they)$/.test(subject.lower) && !noun;
    if (!startsClause(sentence, words, index) && !opener && !thought) return;
    // "Where you happy?", "Why you so sad?": after a question word the "be" goes before the subject ("Were you
    // happy?", "Why are you so sad?"), not after it.
    if (/^(?:where|were|why|how|what|when|who)$/.test(before) && startsSentence(sentence, words[index - 1]!))
      return;
    // "He was tall and I short": the "be" before is understood again (gapping), and right.
    if (words.slice(0, index).some(isBeForm)) return;
    // "He always late for school" -> "He is always late": how often, before an adjective of a short list.
    const often = !noun && FREQUENCY.has(next.lower);
    const degree = DEGREE_WORDS.has(next.lower) || often;
    // A noun subject only with a degree word: "The food very delicious", not "The food delicious" (a heading).
    if (noun && !degree) return;
    const adjective = degree ? words[head + 2] : next;
    if (!adjective || !adjacentRun(sentence, words.slice(index, head + (degree ? 3 : 2)))) return;
    // "He always worked hard": after how often, a past is the verb.
    if (often && !ADJECTIVES_WITHOUT_BE.has(adjective.lower)) return;
    // "I from China": where one is from needs "be" too.
    const known =
      ADJECTIVES_WITHOUT_BE.has(adjective.lower) ||
      // "really" and "quite" go with verbs too: "We really agreed", "I quite enjoyed it"; and a past with
      // what it takes after it is a verb: "We so wanted to win".
      (degree &&
        /ed$/.test(adjective.lower) &&
        !/^(?:really|quite)$/.test(next.lower) &&
        !/^\s+(?:to|the|a|an|it|him|her|them|us|me|you|my|his|our|their|your)\b/i.test(
          sentence.slice(adjective.end),
        )) ||
      (!degree && adjective.lower === 'from' && /^\s+\p{Lu}/u.test(sentence.slice(adjective.end)));
    if (!known || (adjective.lower !== 'from' && !ADJECTIVE_ENDS.test(sentence.slice(adjective.end)))) return;
    // "you kind of remind me": "kind of" is an adverb there.
    if (adjective.lower === 'kind' && /^\s+of\b/.test(sentence.slice(adjective.end))) return;
    // "I thought he very smart" -> "was": a clause after a past verb of thinking is in the past too.
    const pastThought = thought && !isVerb(before) && !lemmasOfThirdPerson(before).some(isVerb);
    const verb = be[past || pastThought ? 1 : 0];
    lints.push(
      insertBefore(
        'WordloomMissingBe',
        sentence,
        next,
        verb,
        `An English clause needs its verb: "${subject.text} ${verb} ${next.text}".`,
      ),
    );
  });
  return lints;
}

/**
 * "This will very helpful" -> "will be very helpful", "You must careful" -> "must be careful": a modal and
 * an adjective with no "be" between, not a question's modal first ("Could you very kindly …"). The
 * adjectives of "He very tall" (missingBe) and those in "-ful", never "really help" or "very likely come";
 * with no "very" or the like before it, only one that is no verb and ends its phrase. Also a modal and a
 * determiner: "It will a good idea" -> "will be a good idea" (modalBeforeArticle).
 */
function modalMissingBe(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((modal, index) => {
    const next = words[index + 1];
    if (index === 0 || !MODALS.has(modal.lower) || !next) return;
    if (BE_BEFORE_ARTICLE.has(next.lower)) {
      if (modalBeforeArticle(sentence, words, index))
        lints.push(modalBeLint(sentence, modal, next, `"${modal.text}" takes a verb`));
      return;
    }
    const degree = DEGREE_WORDS.has(next.lower);
    const adjective = degree ? words[index + 2] : next;
    if (!adjective || !(ADJECTIVES_WITHOUT_BE.has(adjective.text) || isFulAdjective(adjective.text))) return;
    if (!adjacentRun(sentence, words.slice(index, index + (degree ? 3 : 2)))) return;
    // "I would kind of like it": "kind of" is an adverb there.
    if (adjective.lower === 'kind' && /^\s+of\b/.test(sentence.slice(adjective.end))) return;
    // Without "very" or the like, the adjective must be no verb ("We would right the wrong") and end its
    // phrase ("You must fine tune it").
    if (!degree && (isVerb(adjective.lower) || !ADJECTIVE_ENDS.test(sentence.slice(adjective.end)))) return;
    lints.push(modalBeLint(sentence, modal, next, `After "${modal.text}", an adjective needs "be"`));
  });
  return lints;
}

/** On the modal, where Harper's own "will helpful" -> "will be" lands, so the two are one fix. */
const modalBeLint = (sentence: string, modal: Word, next: Word, why: string) =>
  replacementLint(
    'WordloomMissingBe',
    'Grammar',
    sentence,
    modal.start,
    modal.end,
    `${modal.text} be`,
    `${why}: "${modal.text} be ${next.text}".`,
  );

/** Determiners that open what a subject is: "This will the proof" -> "will be the proof". */
const BE_BEFORE_ARTICLE = new Set('a an the my his her our their your'.split(' '));

/**
 * "This will the proof", "It can the most helpful way": a subject pronoun starting its clause, a modal and a
 * determiner, with nothing between. A modal takes a verb, so the determiner shows "be" is missing; a
 * question puts the modal first ("Where will the bus stop?", "so can the others"), which the pronoun rules
 * out.
 */
function modalBeforeArticle(sentence: string, words: readonly Word[], index: number): boolean {
  const subject = words[index - 1];
  const before = words[index - 2];
  return (
    subject !== undefined &&
    (SUBJECT_PRONOUNS.has(subject.lower) || subject.lower === 'this' || subject.lower === 'that') &&
    // "I think it will a good idea": a clause after a verb of thinking starts there too.
    (startsClause(sentence, words, index - 1) || (before !== undefined && isThinkingVerb(before.lower))) &&
    adjacentRun(sentence, words.slice(index - 1, index + 2))
  );
}

/** "helpful", "harmful", "successful": an adjective in "-ful" that is no noun or verb ("a spoonful"). */
const isFulAdjective = (word: string) => /^[a-z]{3,}ful$/.test(word) && !isNoun(word) && !isVerb(word);

export function everydayLints(sentence: string): RawLint[] {
  return [
    ...modalMissingBe(sentence),
    ...jobArticle(sentence),
    ...describedThingArticle(sentence),
    ...pronounVerbForm(sentence),
    ...habitualThirdPerson(sentence),
    ...habitualPlural(sentence),
    ...thereArePeopleWho(sentence),
    ...spendTimeTo(sentence),
    ...missingBe(sentence),
  ];
}
