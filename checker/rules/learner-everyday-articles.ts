import { insertBefore, type RawLint } from '../engine/lints';
import { irregularLemma, isNoun, isVerbForm, nounNumber, pluralOf } from '../lexicon/forms';
import {
  adjacent,
  DEFINITE_DETERMINERS,
  isIngAdjective,
  PREPOSITIONS,
  indefiniteArticle,
  isPluralNumber,
  MODALS,
  type Word,
  adjacentRun,
  FREQUENCY,
  COUNTED_NOUNS,
} from '../lexicon/words';
import type { SentenceContext } from './rule';

/*
 * The article of everyday sentences: "I am student" -> "a student" (a job or a role, not a title: "He is
 * president of the club"), "It is good idea" -> "a good idea" (one thing described). Each pass is a registry line
 * of its own (rules/registry.ts).
 */

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
export function jobArticle(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
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
export function describedThingArticle(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
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
