import { isNoun, isPastTense, isVerb, isVerbForm, lemmaOfParticiple } from '../lexicon/forms';
import type { RawLint } from './lints';
import {
  AUXILIARIES,
  GROUP_NOUNS,
  isDeterminer,
  isIngAdjective,
  MODALS,
  OBJECT_PRONOUNS,
  OBJECT_WORDS,
  OBJECT_THEN_SUBJECT,
  PREPOSITIONS,
} from '../lexicon/words';

/*
 * Harper's rules kept only in a context where they were right. Each context was found on correct text:
 * JFLEG's human references (tune half) and edited American prose (State of the Union addresses since 1990,
 * `eval/correct-prose.txt`, the half the eval does not report). A rule that is wrong there more often than
 * right on learner text is silenced instead (SILENT_RULES in rules.ts).
 */

type Context = (lint: RawLint, sentence: string) => boolean;

/** The word right before the lint (lower case), or undefined at the start. */
const wordBefore = (lint: RawLint, sentence: string, skip = 0): string | undefined =>
  sentence
    .slice(0, lint.start)
    .match(/[\p{L}']+/gu)
    ?.at(-1 - skip)
    ?.toLowerCase();

/** The word right after the lint (lower case), or undefined when punctuation or the end comes first. */
export const wordAfter = (lint: Pick<RawLint, 'end'>, sentence: string): string | undefined =>
  wordsAfter(lint, sentence, 1)[0];

/** The next `count` words after a lint, lower-case, with nothing but spaces between them. */
function wordsAfter(lint: Pick<RawLint, 'end'>, sentence: string, count: number): string[] {
  const words: string[] = [];
  let rest = sentence.slice(lint.end);
  for (let match = NEXT_WORD.exec(rest); match && words.length < count; match = NEXT_WORD.exec(rest)) {
    words.push(match[1]!.toLowerCase());
    rest = rest.slice(match[0].length);
  }
  return words;
}
const NEXT_WORD = /^\s+([\p{L}'’]+)/u;

/** Words that mean a time, never a possession: "I say to you tonight", not "your tonight". */
const TIME_WORDS = new Set('tonight today tomorrow yesterday now then here there all both'.split(' '));
/** An auxiliary and its subject after a question word, which is then the object: "Whom did you call?". */
const QUESTION_OBJECT =
  /^\s+(?:do|does|did|will|would|can|could|should|shall|may|might|must|have|has|had)\s+(?:i|you|he|she|we|they|it|the|this|that|my|your|his|her|our|their)\b/i;
/** Words that make "might" a noun: "the full force and might of the United States". */
const BEFORE_NOUN_MIGHT = new Set('the and or full its their our his her all with great'.split(' '));
/** After these, "way to" is a phrase of its own: "gives way to", "paves the way to". */
const WAY_VERBS = new Set(
  'give gives gave given giving pave paves paved paving make made lead leads led'.split(' '),
);
/** Words a fused "it's" cannot be the possessive "its" before: "it's time", "it's what helped". */
const NOT_AFTER_ITS = new Set(
  'time way what how why who where when long not been also just still only never always all so too very'.split(
    ' ',
  ),
);
/** Words "too" stands before far more often than "to": "to much" -> "too much". */
const DEGREE_WORDS = new Set('much many few little late early far often soon'.split(' '));
/** "me to." -> "me too.": "too" ends a clause after an object. */
const OBJECTS = new Set('me you him her us them it'.split(' '));
/** Words after which "do" is a verb: "what we can do to keep", "I do to". */
const DO_AS_VERB_AFTER = new Set([...MODALS, 'to', 'i', 'you', 'we', 'they', 'not', "can't", "don't", 'did']);
/** Particles that are prefixes or words of their own: "over work", "counter terrorism", "under class". */
const COMPOUND_PARTICLES = new Set('over under out counter up down back off on in by'.split(' '));

/** Words an infinitive follows: "have to", "want to", "able to", "in order to" (not "lead to", "set to"). */
const INFINITIVE_BEFORE =
  /^(?:have|has|had|having|want|wants|wanted|need|needs|needed|try|tries|tried|trying|hope|hopes|hoped|decide|decides|decided|plan|plans|planned|going|used|begin|begins|began|start|starts|started|able|order|ought|seem|seems|seemed|learn|learns|learned|like|likes|liked|love|loves|loved|agree|agreed|promise|promised|refuse|refused|forget|forgot|remember|continue|continued|wish|expect|expected|manage|managed|fail|failed|afford|choose|chose|prepare|prepared|prefer|preferred|would)$/;

/** "ipod" -> "iPod" yes; "Al Qaida" -> "AL", "SEALs" -> "Seals" no: a capital the writer chose stays. */
const lowerCaseOnly: Context = (lint) => lint.problem === lint.problem.toLowerCase();

/** A word joined to the next by a hyphen is part of a compound: "Indo-Pacific", "decades-long". */
const notBeforeHyphen: Context = (lint, sentence) => !/^[-‐–—]/.test(sentence.slice(lint.end));

/** Words no article goes before: prepositions, joining words, "be". */
const NO_ARTICLE_BEFORE =
  /^(?:on|in|at|of|into|onto|upon|and|or|if|is|are|was|were|as|about|over|under|until|unless|after|although)$/i;
/** A word with a space (or a bracket or quote) before it: "libjpeg.a" ends in a file's letter, no article. */
const standsApart: Context = (lint, sentence) => /(?:^|[\s"'“‘([])$/.test(sentence.slice(0, lint.start));

/** Words that end a comparison right after "then": an object pronoun or a fixed phrase ("than ever"). */
const ONLY_AFTER_THAN = /^\s+(?:me|him|us|them|ever|before|usual|expected|necessary)\b/i;

/** Feelings that take "to" + a verb: "sorry to be late", "glad to see you". */
const FEELINGS_BEFORE_TO = new Set('sorry glad happy sad pleased afraid proud lucky surprised'.split(' '));

export const RULE_CONTEXTS: Record<string, Context> = {
  // "The teacher let's us play" -> "lets us" yes; "Let's you and me go together" -> "Lets you" no: at a
  // sentence's start "Let's" is the suggestion, and "Lets you and me go" is no sentence.
  LetsConfusion: (lint) => !/^Let['’]s\b/.test(lint.problem),
  // "our answer to the needs to transportation" -> "the needs the transportation" no: after a determiner,
  // "needs" is the noun, and its "to" no infinitive's; "I need to you" -> "need the you" no: a pronoun takes
  // no "the".
  NeedToNoun: (lint, sentence) =>
    !isDeterminer(wordBefore(lint, sentence, 1) ?? '') &&
    !OBJECT_PRONOUNS.has(wordAfter(lint, sentence) ?? ''),
  // "He want" -> "He wants" yes; "Nor does he want to", "What does the boy want" no: after "do" and its
  // subject the verb is bare (a question at the sentence's start is the learner rules' too).
  NominalWants: (lint, sentence) =>
    !/\b(?:do|does|did)(?:n['’]t)?(?:\s+[\p{L}'’]+){1,3}\s+$/iu.test(sentence.slice(0, lint.start)),
  // "I you" -> "I" yes where a pronoun is repeated; "Were I you, I would go" no: the inverted "if I were you".
  MultipleSequentialPronouns: (lint, sentence) =>
    !/^(?:were|had|should)$/.test(wordBefore(lint, sentence) ?? ''),
  // "call them as friends" -> "call them friends" yes; "I will call you as soon as I arrive" no: that "as"
  // starts "as soon as".
  CallThem: (lint, sentence) =>
    !/^\s+(?:soon|well|long|much|far|often|quickly|early|fast|good)\s+as\b/i.test(sentence.slice(lint.end)),
  // "un known" -> "unknown" yes; "non-stop" -> "nonstop" no (the hyphen is right); "welfare over work",
  // "we counter terrorism" no: the first part is a word of its own.
  DisjointPrefixes: (lint, sentence) =>
    /\s/.test(lint.problem) &&
    !COMPOUND_PARTICLES.has(lint.problem.split(/\s+/)[0]!.toLowerCase()) &&
    lowerCaseOnly(lint, sentence),
  // "childs" -> "children" yes; "Thanks to Andrew Childs" no: a capital inside a sentence is a name's.
  RegularIrregulars: (lint, sentence) =>
    lowerCaseOnly(lint, sentence) || /(?:^|[.!?]\s+)["'“‘(]?$/.test(sentence.slice(0, lint.start)),
  // "have to reduced" -> "have to reduce" yes; "an alternative to prescribed burning", "leads to undefined
  // behavior", "the target we draw to does not exist" no: an infinitive's "to" follows a verb that takes one,
  // "able" or "order".
  InflectedVerbAfterTo: (lint, sentence) => INFINITIVE_BEFORE.test(wordBefore(lint, sentence) ?? ''),
  // "very less time" -> "a lot less time" yes; "considerably less likely" -> "considerably few likely" no.
  VeryLess: (lint) => /^very\s/i.test(lint.problem),
  // "bigger then me" -> "bigger than me" yes; "if fish eat more then chances of growth …" no: "if … then".
  // After "if", only where "then" cannot start the main clause: "If you are taller then me".
  ThenThan: (lint, sentence) =>
    !/\bif\b/i.test(sentence.slice(0, lint.start)) || ONLY_AFTER_THAN.test(sentence.slice(lint.end)),
  // "one of the best student" -> "students" yes; "one of the family" no: a group is one of its own kind;
  // "one of the hardest hit" no: a participle after a superlative.
  OneOfTheSingular: (lint, sentence) => {
    const noun = lint.problem.trim().split(/\s+/).at(-1)!.toLowerCase();
    const before = wordBefore(lint, sentence);
    const participle = before !== undefined && /est$/.test(before) && isVerbForm(noun);
    return !GROUP_NOUNS.has(noun) && !participle && lowerCaseOnly(lint, sentence);
  },
  // "the the" -> "the" yes; "if they fire you you will" no: a comma is missing (learner.ts).
  RepeatedWords: (lint, sentence) =>
    ![...sentence.matchAll(OBJECT_THEN_SUBJECT)].some((match) => match.index === lint.start),
  // "I have went" -> "have gone" yes; "I didn't have went" -> "didn't have gone" no: "have" is no
  // auxiliary after "do" (a learner rule makes it "didn't go").
  SimplePastToPastParticiple: (lint, sentence) =>
    !/\b(?:do|does|did|don['’]t|doesn['’]t|didn['’]t)\s+(?:not\s+)?have\s+$/i.test(
      sentence.slice(0, lint.start),
    ),
  // "Where you there?" -> "Were you there?" yes; "Where you live?" -> "Were you live?" no: a verb after the
  // pronoun makes it a "where" question that lacks its "do" (a learner rule adds it). So does any verb form
  // or auxiliary: "Where you are going?" is "Where are you going?" (the learner rule's), not "Were are you".
  // The other way, "I know were he is" -> "where" stays.
  WereWhere: (lint, sentence) => {
    const after = /^\s+\p{L}+\s+(\p{L}+)/u.exec(sentence.slice(lint.end))?.[1]?.toLowerCase();
    if (after === undefined) return true;
    const toWere = /^where$/i.test(lint.problem);
    return !isVerb(after) && !(toWere && (isVerbForm(after) || AUXILIARIES.has(after)));
  },
  // "you want sell" -> "want to sell" yes; "the things I learned will help" no: a modal follows. "Children
  // need love and sleep." no: a noun too that ends the clause (or is one of two) is what is needed, not a verb.
  MissingTo: (lint, sentence) => {
    const next = wordAfter(lint, sentence);
    const endsClause = /^\s+[\p{L}']+\s*(?:[.,;:!?]|$|(?:and|or|from)\b)/u.test(sentence.slice(lint.end));
    return next !== undefined && isVerb(next) && !MODALS.has(next) && !(isNoun(next) && endsClause);
  },
  OrthographicConsistency: lowerCaseOnly,
  // "one of the Apollo 11 astronauts", "the Super Bowl": a name is as its owner writes it.
  MergeWords: lowerCaseOnly,
  // "world wide" -> "worldwide" yes; "the World Wide Web" no.
  Worldwide: lowerCaseOnly,
  // "untill" -> "until" yes; "the Indo-Pacific" -> "Undo" no (a name; a sentence's first word may be
  // capitalised: "Inorder to" gets "In order to" from phraseSplit, and nothing without it, build.ts).
  WrongNegative: (lint, sentence) =>
    (lowerCaseOnly(lint, sentence) || lint.start === 0) && notBeforeHyphen(lint, sentence),
  // "make every one understand" -> "everyone" yes; "every one of us", "each and every one", "for every one
  // new regulation" no: "everyone" is a pronoun, so a verb, "to", "in" or "else" follows it.
  Everyone: (lint, sentence) => {
    const next = wordAfter(lint, sentence);
    const pronoun = next === undefined || /^(to|in|else|who|here|there)$/.test(next) || isVerbForm(next);
    return pronoun && next !== 'of' && wordBefore(lint, sentence) !== 'and';
  },
  // "its a good idea" -> "it's" yes; "to work its will" no: "it's" is never followed by a modal.
  ItsContraction: (lint, sentence) => !MODALS.has(wordAfter(lint, sentence) ?? ''),
  // "there" -> "their" yes before a noun; "young people out there tonight", "he goes there yesterday" no.
  ThereToTheir: (lint, sentence) =>
    !/^(out|in|over|up|down|back|right|here|from)$/.test(wordBefore(lint, sentence) ?? '') &&
    !TIME_WORDS.has(wordAfter(lint, sentence) ?? ''),
  // "do to the rain" -> "due to" yes; "what we can do to keep families together" no: "do" is a verb there.
  DoToDueTo: (lint, sentence) => !DO_AS_VERB_AFTER.has(wordBefore(lint, sentence) ?? ''),
  // "bigger that me" -> "than" yes; "a sticker that read" no: a comparison comes first.
  ThatThan: (lint, sentence) => {
    const before = wordBefore(lint, sentence) ?? '';
    return /^(more|less|rather|other|better|worse)$/.test(before) || (/er$/.test(before) && !isNoun(before));
  },
  // "a apple" -> "an apple" yes; "an historic first" no: "an" before an h is an older, correct form; "at
  // a—at a large site" no: the speaker broke off; "put air a on car" no: an article is never before "on",
  // the "a" is something else.
  AnA: (lint, sentence) =>
    !(/^an$/i.test(lint.problem) && wordAfter(lint, sentence)?.startsWith('h')) &&
    !NO_ARTICLE_BEFORE.test(wordAfter(lint, sentence) ?? '') &&
    notBeforeHyphen(lint, sentence) &&
    standsApart(lint, sentence),
  // "You should careful" -> "should be careful" yes; "You should studying" -> "should be studying" no: the
  // "-ing" is what is wrong after a modal ("should study", a learner rule's fix).
  // "You can learned a lot" no either: a participle with an object after it is a verb in the wrong form
  // ("can learn", a learner rule's fix), not an adjective ("can be learned" has no object).
  ModalBeAdjective: (lint, sentence) => {
    const [next = '', object = ''] = wordsAfter(lint, sentence, 2);
    if (lemmaOfParticiple(next) !== undefined && OBJECT_WORDS.has(object)) return false;
    return !/ing$/.test(next) || isIngAdjective(next);
  },
  // "… today. it rains" -> "It" yes; "inspect.signature()", "vue.js", "systemd-fsck@.service" no: a full
  // stop with no space after it is part of a name.
  SentenceCapitalization: (lint, sentence) =>
    /(?:^|[.!?]["'”’)\]]*\s+)["'“‘([]*$/.test(sentence.slice(0, lint.start)),
  // "I stayed for while" -> "for a while" yes; "For while the people differ, …" no: "for" joins a clause.
  ForAWhile: (lint) => lint.start > 0 && /[\p{Ll}]/u.test(lint.problem[0]!),
  // "it's color" -> "its color" yes; "it's time", "it's what helped" no.
  ItsPossessive: (lint, sentence) => {
    const next = wordAfter(lint, sentence);
    return next !== undefined && !NOT_AFTER_ITS.has(next) && isNoun(next);
  },
  // "you house" -> "your house" yes; "I say to you tonight" no: "your" stands before a noun.
  PossessiveYour: (lint, sentence) => {
    const next = wordAfter(lint, sentence);
    const before = wordBefore(lint, sentence);
    return (
      next !== undefined && !TIME_WORDS.has(next) && isNoun(next) && !(before && PREPOSITIONS.has(before))
    );
  },
  // "to much", "me to." -> "too" and "want too go" -> "want to go" yes; "return to normal", "surrender to
  // evil", "for too long a time", "too fast a drawdown" no.
  ToTwoToo: (lint, sentence) => {
    if (/^to$/i.test(lint.problem)) {
      const next = wordAfter(lint, sentence);
      const atEnd = /^\s*[.!?,]|^\s*$/.test(sentence.slice(lint.end));
      // "I'm sorry to late": a "be" is missing ("sorry to be late"), not "too".
      if (FEELINGS_BEFORE_TO.has(wordBefore(lint, sentence) ?? '')) return false;
      return (
        (next !== undefined && DEGREE_WORDS.has(next)) ||
        (atEnd && OBJECTS.has(wordBefore(lint, sentence) ?? ''))
      );
    }
    const before = wordBefore(lint, sentence);
    const next = wordAfter(lint, sentence);
    return before !== undefined && isVerbForm(before) && next !== undefined && isVerb(next);
  },
  // "way to big" -> "way too big" yes; "gives way to agonizing tragedy" no.
  WayTooAdjective: (lint, sentence) => {
    const before = wordBefore(lint, sentence, /^way\b/i.test(lint.problem) ? 0 : 1);
    return before === undefined || !WAY_VERBS.has(before);
  },
  // "He go" -> "He goes" yes; "He last chose to learn" -> "He lasts chose" no: a past tense follows, so the
  // word is no verb ("last", "then", "once"). Nor "Is he busy?" -> "Is he busies?": after "is he", "can
  // she", "isn't it" the verb came first, and the word is what it describes.
  PronounVerbAgreement: (lint, sentence) => {
    const verbBefore = wordBefore(lint, sentence, 1) ?? '';
    if (AUXILIARIES.has(verbBefore) || /n't$/.test(verbBefore)) return false;
    return !isPastTense(wordAfter(lint, sentence) ?? '');
  },
  // "we say no to crime" is right: "say no to" is a phrase.
  NotTo: (lint, sentence) => !/^(say|says|said|saying)$/.test(wordBefore(lint, sentence) ?? ''),
  // "all of whom were" is right: after a preposition it is "whom"; so is "Whom did you call?", where an
  // auxiliary and its subject follow ("whom" is the object).
  WhomSubjectOfVerb: (lint, sentence) =>
    !PREPOSITIONS.has(wordBefore(lint, sentence) ?? '') && !QUESTION_OBJECT.test(sentence.slice(lint.end)),
  // "the full force and might of the nation": "might" is a noun there.
  ModalOf: (lint, sentence) => !BEFORE_NOUN_MIGHT.has(wordBefore(lint, sentence) ?? ''),
  // "on accident of birth" is right: "by accident" is only the phrase for "not on purpose".
  ByAccident: (lint, sentence) => !/^(?:\s+accident)?\s+of\b/i.test(sentence.slice(lint.end)),
};
