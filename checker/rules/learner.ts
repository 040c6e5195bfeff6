import { commaAfter, replacementLint, type RawLint } from '../engine/lints';
import {
  irregularLemma,
  isNoun,
  isThoughtThat,
  isVerb,
  lemmaOfPast,
  isVerbForm,
  lemmaAfterModal,
  nounNumber,
  singularOf,
} from '../lexicon/forms';
import { SILENT_RULES } from '../engine/rules';
import {
  AUXILIARIES,
  MODALS,
  NEGATED_MODALS,
  SUBJECT_PRONOUNS,
  wordsOf,
  type Word,
  wordTable,
  SUBJECT_OF_OBJECT,
  DEFINITE_DETERMINERS,
  PERSON_WORDS,
  PEOPLE_WORDS,
  adjacent,
} from '../lexicon/words';
import type { SentenceContext } from './rule';

/*
 * Learner rules: errors Chinese-speaking learners make that Harper misses or fixes wrongly, shaped like
 * Harper's lints so they go through the same pipeline (engine/build.ts). Here are the comma after an opener,
 * the capital letter a sentence starts with, "to" after a modal or a bare-infinitive verb and the form after
 * "make" + object; each is declared in declarations/ and run from registry.ts. ("can not" for "cannot" was
 * dropped: it changed more correct sentences than wrong ones.) Each rule fires only in contexts where it was
 * right on correct text (JFLEG references and the regression sentences in learner.test.ts); where the
 * context is unclear, a rule says nothing.
 */

/*
 * Openers that are always followed by a comma. Some single words count only before a subject pronoun:
 * "However hard I try", "Besides the park" and "Finally arrived" are not openers with a missing comma.
 */
const PHRASE_OPENERS = [
  'for example',
  'for instance',
  'in addition',
  'in my opinion',
  'in conclusion',
  'in other words',
  'on the other hand',
  'on the contrary',
  'as a result',
  'first of all',
  'to sum up',
  'in fact',
  'in general',
  'in short',
  'in summary',
  'to conclude',
  'in my view',
  'in this case',
  'in that case',
  'after all',
  'above all',
  'on the one hand',
  'for this reason',
  'for these reasons',
  'to begin with',
  'all in all',
  'to be honest',
  'as a matter of fact',
  'by the way',
  'last but not least',
  'in particular',
  'in contrast',
  'by contrast',
  'generally speaking',
  'most importantly',
  'more importantly',
  'in my point of view',
  'from my point of view',
  'as a consequence',
  'on the whole',
  'to my surprise',
];
const WORD_OPENERS = new Set([
  'however',
  'besides',
  'meanwhile',
  'unfortunately',
  'fortunately',
  // "No I don't", "Well I think", "Personally I prefer": an interjection or a comment on the whole sentence.
  'no',
  'well',
  'oh',
  'ok',
  'okay',
  'personally',
  'honestly',
  'surprisingly',
  'obviously',
  'clearly',
  'sadly',
  'luckily',
  'hopefully',
  'basically',
  'anyway',
  // "Generally people think", "Instead we went home": before a subject pronoun only ("Overall performance",
  // "Otherwise engaged").
  'generally',
  'instead',
  'otherwise',
  'overall',
  'indeed',
  'naturally',
]);
/**
 * Sentence adverbs that, first in a sentence, open it whatever follows ("Also the work…", "Thus even
 * today…"), except in the phrases below ("Thus far", "Hence the need"). Measured on the tune half: each
 * fixes more learner sentences than the references it changes, and those only gain a comma.
 */
const SENTENCE_ADVERBS = new Set([
  'also',
  'thus',
  'hence',
  'therefore',
  'moreover',
  'furthermore',
  'additionally',
  'consequently',
  'nowadays',
  'firstly',
  'secondly',
  'thirdly',
  'lastly',
  'finally',
  'second',
  'third',
  'actually',
  'yes',
  'similarly',
  'likewise',
  'nevertheless',
  'nonetheless',
]);
const CLAUSE_CONJUNCTIONS = new Set(
  'when if after as because once while before since although though'.split(' '),
);
const NOT_OPENING = wordTable<string>({ thus: 'far', hence: 'the' });
/**
 * "Second World War", "Second place": an ordinal opens a sentence only before a lower-case word (or "I")
 * that is no noun.
 */
const ORDINALS = new Set(['second', 'third']);
const opensAfterOrdinal = (next: Word) =>
  next.lower === 'i' || (next.text === next.lower && !isNoun(next.lower));
/** An opener continued by a preposition is no opener: "In addition to the park", "As a result of this". */
const PHRASE_PATTERN = new RegExp(
  `^(${PHRASE_OPENERS.join('|').replace(/ /g, '\\s+')})(?=\\s+(?!(?:to|of|with)\\b)[\\p{L}\\p{N}])`,
  'iu',
);

/**
 * A verb with no subject before it: "Also contains fixes", "Also known as" (a line of notes, where "Also,"
 * would be wrong). Not a bare verb, which may be an adverb or a noun too ("Thus even today", "Therefore
 * people"), nor an -ing form ("Also learning English is fun").
 */
const isSubjectlessVerb = (word: Word) =>
  word.text === word.lower &&
  !isNoun(word.lower) &&
  (lemmaAfterModal(word.lower) !== undefined ||
    irregularLemma(word.lower) !== undefined ||
    (/ed$/.test(word.lower) && isVerbForm(word.lower)));
/**
 * "However you look at it, it's wrong", "However the money is spent, it …": "however" + a short clause ended by a
 * comma is "in whatever way", a clause of its own, not the opener "However," (which a long main clause with a
 * comma of its own is: "However we do not want to store them in the same place as the checks, as …").
 */
const MAX_HOWEVER_CLAUSE_WORDS = 6;
const howeverClause = (words: readonly Word[], sentence: string) => {
  const [first, second] = words;
  if (first?.lower !== 'however' || !second) return false;
  const comma = sentence.indexOf(',', second.start);
  return comma >= 0 && words.filter((word) => word.end <= comma).length - 1 <= MAX_HOWEVER_CLAUSE_WORDS;
};
/**
 * "Also available is a free version", "Also important was the cost": an adjective and then "be" put the subject
 * last, and "Also" is no opener there ("Also people are busy" has its subject first).
 */
const invertsAfter = (second: Word, third: Word | undefined) =>
  third !== undefined &&
  /^(?:is|are|was|were)$/.test(third.lower) &&
  second.text === second.lower &&
  !isNoun(second.lower) &&
  nounNumber(second.lower) === undefined &&
  !SUBJECT_PRONOUNS.has(second.lower) &&
  !DEFINITE_DETERMINERS.has(second.lower);
/** "After all producer packages have been updated": "after" + "all" + a noun, not the opener "After all,". */
const AFTER_ALL_OPENS = /^after\s+all\s+(?:i|we|you|they|he|she|it|this|that|there)\b/i;

/**
 * The opener a sentence starts with ("For example", "Also"), or undefined. After a joining "But" or "And"
 * only a phrase opener or a comment word before its subject counts ("But on the other hand, there …", "But
 * unfortunately, he …"): a sentence adverb or time word there is often left without its comma ("But today
 * it …", "And also the …").
 */
function openerOf(sentence: string, afterConjunction = false): string | undefined {
  const words = wordsOf(sentence);
  let opener = PHRASE_PATTERN.exec(sentence)?.[0];
  if (opener && /^after\s+all$/i.test(opener) && !AFTER_ALL_OPENS.test(sentence)) return undefined;
  const [first, second] = words;
  if (!opener && first && second && first.start === 0) {
    const between = sentence.slice(first.end, second.start);
    const beforeSubject = SUBJECT_PRONOUNS.has(second.lower) || second.lower === 'there';
    const commentWord =
      /^\s+$/.test(between) &&
      WORD_OPENERS.has(first.lower) &&
      beforeSubject &&
      !howeverClause(words, sentence);
    // "And well we might": "well" after "and" is "with good reason", no comment word.
    if (afterConjunction) return commentWord && first.lower !== 'well' ? first.text : undefined;
    if (
      /^\s+$/.test(between) &&
      ((SENTENCE_ADVERBS.has(first.lower) &&
        NOT_OPENING[first.lower] !== second.lower &&
        !isSubjectlessVerb(second) &&
        !invertsAfter(second, words[2]) &&
        !(ORDINALS.has(first.lower) && !opensAfterOrdinal(second))) ||
        commentWord ||
        // "However the cost is high": a determiner's noun is the subject too, where no comma comes later
        // ("However the money is spent, it …" is "in whatever way").
        (first.lower === 'however' &&
          DEFINITE_DETERMINERS.has(second.lower) &&
          !howeverClause(words, sentence)) ||
        // "Then, when we went …" (a clause of its own follows); "Then we went home" needs no comma.
        (first.lower === 'then' && CLAUSE_CONJUNCTIONS.has(second.lower)))
    )
      opener = first.text;
  }
  return opener;
}

/**
 * The sentence as it reads once Harper's fix of its first word is made ("Furethermore the" -> "Furthermore
 * the", "Infact we" -> "In fact we"), and how much longer that fix is; the sentence itself when Harper has
 * none.
 */
function withFirstWordFixed(sentence: string, harperLints: readonly RawLint[]) {
  const fix = harperLints.find(
    (lint) =>
      lint.start === 0 && FIRST_WORD_FIX_RULES.has(lint.rule) && lint.suggestions[0]?.kind === 'replace',
  );
  const replacement = fix?.suggestions[0]?.text;
  if (!fix || !replacement) return { text: sentence, grown: 0, fixedEnd: 0 };
  return {
    text: replacement + sentence.slice(fix.end),
    grown: replacement.length - (fix.end - fix.start),
    fixedEnd: replacement.length,
  };
}
const FIRST_WORD_FIX_RULES = new Set(['SpellCheck', 'SplitWords', 'OpenCompounds']);
/** A subject right after the opener: "Also the work of the media, television, … affects": a list's comma. */
const SUBJECT_NEXT =
  /^\s+(?:the|a|an|this|these|those|my|our|their|his|her|its|i|we|they|he|she|you|it|there)\b/i;
/**
 * An opener before a place and then the verb: "Also with us are …", "Also here tonight is …". A phrase
 * opener before "there" + "be" opens a sentence like any other: "In fact, there are many reasons".
 */
const OPENER_INVERTS = /^\s+(?:with\s+(?:us|me|them)|here|there)\b/i;
const THERE_BE = /^\s+there\s+(?:is|are|was|were|will|would|may|might|must|can|could|has|have|had|seems?)\b/i;
/** An auxiliary right after the opener, whose subject is left out or comes after it: "Also has some methods …". */
const VERB_NEXT = new RegExp(String.raw`^\s+(?:${[...AUXILIARIES].join('|')})\b`, 'i');

/** A sentence's joining first word, before an opener of its own: "But on the other hand, …". */
const JOINING_START = /^(?:but|and|yet)\s+/i;

export function introductoryComma(sentence: string, harperLints: readonly RawLint[]): RawLint[] {
  // A misspelled opener is still an opener: "Furethermore the professor" needs its comma too.
  const fixed = withFirstWordFixed(sentence, harperLints);
  let opener = openerOf(sentence);
  let end = opener?.length ?? 0;
  if (!opener && fixed.grown !== 0 && (opener = openerOf(fixed.text)) && opener.length >= fixed.fixedEnd)
    end = opener.length - fixed.grown;
  const joining = JOINING_START.exec(sentence)?.[0];
  if (!opener && joining && (opener = openerOf(sentence.slice(joining.length), true)))
    end = joining.length + opener.length;
  if (!opener) return [];
  // "Then last year, Congress …", "Finally on the matter of work, parents …": the writer ends a longer
  // opening with a comma of their own; "Also with us are …", "Also here tonight are …" put the subject last.
  const rest = sentence.slice(end);
  const ownComma = /^(\s+[\p{L}'’]+){1,6},/u.test(rest) && !SUBJECT_NEXT.test(rest);
  if (
    ownComma ||
    VERB_NEXT.test(rest) ||
    (OPENER_INVERTS.test(rest) && !(/\s/.test(opener) && THERE_BE.test(rest)))
  )
    return [];
  const message = `An introductory "${opener}" is followed by a comma.`;
  return [commaAfter('WordloomIntroductoryComma', sentence, 0, end, message)];
}

/** Words with a full stop of their own, after which a lower-case word starts no sentence: "e.g. it", "etc. and". */
const ABBREVIATIONS = new Set(
  'etc vs mr mrs ms dr st no nos approx fig cf al jr sr inc ltd co dept est misc'.split(' '),
);

/**
 * "he has a lot of money." -> "He has …", "I like it. it is good." -> "It is good": the first letter of a
 * sentence. Harper's SentenceCapitalization says nothing about some sentences ("this shall…", "is it
 * right?", "… it. it is", and when another lint covers the first word: "therefore I…"). Only a word of
 * lower-case letters ("iPhone" and "eBay" keep their spelling), after a full stop, "!" or "?" and a space
 * ("inspect.signature", "vue.js" are names), not after an abbreviation ("e.g. it", "etc. and", "Mr. li").
 */
export function sentenceStart(sentence: string, harperLints: readonly RawLint[]): RawLint[] {
  if (!/\s\S/.test(sentence)) return [];
  const lints: RawLint[] = [];
  for (const match of sentence.matchAll(/(?:^|(\S*)[.!?]\s+)\(?([a-z]+)(?=[\s,;:.!?]|$)/g)) {
    const before = match[1];
    const first = match[2]!;
    // After another sentence: one that ends in a word ("'.' and '..'" no; a mark inside quotes or brackets
    // ends none: 'flags with "INSECURE!" in the'), and a word that goes on ("… a timeout. d." is a list's
    // letter).
    const after = sentence.slice(match.index + match[0].length);
    if (
      before !== undefined &&
      (!/\p{L}{2}/u.test(before) ||
        /[.\d]/.test(before) ||
        ABBREVIATIONS.has(
          before
            .toLowerCase()
            .split(/[^a-z]/)
            .pop()!,
        ) ||
        first.length < 2 ||
        !/^[\s,;:]/.test(after))
    )
      continue;
    const start = match.index + match[0].length - first.length;
    // Harper's own fix of the word ("dont" -> "don't", "a apple" -> "an") gets the capital (build.ts).
    if (
      harperLints.some(
        (lint) => lint.start < start + first.length && lint.end > start && !SILENT_RULES.has(lint.rule),
      )
    )
      continue;
    lints.push({
      rule: 'WordloomSentenceStart',
      kind: 'Capitalization',
      start,
      end: start + first.length,
      problem: first,
      message: 'A sentence starts with a capital letter.',
      suggestions: [{ kind: 'replace', text: first[0]!.toUpperCase() + first.slice(1) }],
    });
  }
  return lints;
}

/** Words before "will", "can" or "may" that make it a noun: "the will to live", "a can to open". */
const BEFORE_MODAL_NOUN = new Set(
  'the a an my your his her its our their this these those own free strong political sheer good and or'.split(
    ' ',
  ),
);
/** Objects of a left-out verb before a modal: "do what we can [do] to help", "all we could". */
const ELIDED_OBJECTS = new Set('what all everything anything whatever much best as that'.split(' '));
/**
 * Verbs whose object takes the bare verb: "make them go", "let me see", "I suggest you go" (that you go), "I
 * heard him sing".
 */
const PERCEPTION_VERBS = new Set(
  'hear hears heard see sees saw watch watches watched notice noticed'.split(' '),
);
const BARE_INFINITIVE_VERBS = new Set([
  ...'make makes made making let lets letting suggest suggests suggested suggesting'.split(' '),
  ...PERCEPTION_VERBS,
]);
/** Objects of "make"/"let" ("it" is left out: "make it to the final" is right). */
const BARE_INFINITIVE_OBJECTS = new Set(
  'me you him her us them people everyone everybody someone somebody'.split(' '),
);

/**
 * Verbs whose past after "made me" is a learner's past, never an adjective: "made me laughed", "made me felt
 * sad" ("felt" is a participle and a noun too, so the general test leaves it).
 */
const ACTIONS_AFTER_MAKE = new Set(
  'laugh cry smile dance jump shout wait stay play study work walk talk feel'.split(' '),
);

/**
 * "He made me laughed" -> "laugh", "Let him went" -> "go", "It makes me feels" -> "feel": after "make" or
 * "let" and its object the verb is bare, with no past or "-s". Only a past that is no participle ("went"), an
 * "-s" form that is no plural noun ("made them cakes"), or the past of a verb of doing that is no adjective
 * ("It made me worried", "made him known" are right).
 */
export function formAfterMakeObject(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((verb, index) => {
    const [make, object] = [words[index - 2], words[index - 1]];
    if (!make || !object || !/^(?:make|makes|made|making|let|lets|letting)$/.test(make.lower)) return;
    if (!BARE_INFINITIVE_OBJECTS.has(object.lower) || verb.text !== verb.lower) return;
    if (!adjacent(sentence, make, object) || !adjacent(sentence, object, verb)) return;
    const past = lemmaOfPast(verb.lower);
    const lemma =
      past && ACTIONS_AFTER_MAKE.has(past)
        ? past
        : !isNoun(verb.lower) && singularOf(verb.lower) === undefined
          ? lemmaAfterModal(verb.lower)
          : undefined;
    if (!lemma) return;
    lints.push(
      replacementLint(
        'WordloomBareAfterMake',
        'Grammar',
        sentence,
        verb.start,
        verb.end,
        lemma,
        `After "${make.text} ${object.text}", the verb has no ending: "${lemma}".`,
      ),
    );
  });
  return lints;
}

/** Whether words[index] is a modal (not the noun "will" or "can"), so that "to" cannot follow it. */
function isModalAt(words: readonly Word[], index: number): boolean {
  const word = words[index]!;
  if (NEGATED_MODALS.has(word.lower)) return true;
  const before = words[index - 1];
  return MODALS.has(word.lower) && !(before && BEFORE_MODAL_NOUN.has(before.lower));
}

/**
 * "I can't to go" -> "I can't go", "will not to do" -> "will not do", "make them to understand" -> "make
 * them understand", "I suggest you to go" -> "you go": a modal, and "make"/"let"/"suggest" + an object,
 * take the bare verb. Only before a verb's base
 * form ("let them to the door" is no infinitive), with nothing but spaces in between.
 */
export function extraTo(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const lints: RawLint[] = [];
  words.forEach((to, index) => {
    const verb = words[index + 1];
    if (to.lower !== 'to' || !verb || verb.text !== verb.lower || !isVerb(verb.lower)) return;
    let head = index - 1;
    if (words[head]?.lower === 'not') head -= 1;
    const before = words[head];
    if (!before) return;
    // "do what we can to help", "everything I possibly could to help": the modal's own verb is left out
    // (not after a negation: "what they can't to do" is the learner's "to").
    // "I believe that students should to learn": a "that" after a verb of thinking joins a clause, whose
    // modal has its own verb.
    const lookFrom = Math.max(0, head - 4);
    const elided =
      !NEGATED_MODALS.has(before.lower) &&
      words
        .slice(lookFrom, head)
        .some(
          (word, at) =>
            ELIDED_OBJECTS.has(word.lower) &&
            !isThoughtThat(word.lower, words[lookFrom + at - 1]?.lower ?? ''),
        );
    // "a growing will to improve", "free man's will to remain free": the noun "will".
    const willNoun = before.lower === 'will' && /(?:ing|['’]s)$/.test(words[head - 1]?.lower ?? '');
    const afterModal = isModalAt(words, head) && !elided && !willNoun;
    // "let their children to do", "made the students to write": people after a determiner are the object too
    // (not "made a plan to visit": a thing's "to" says what it is for).
    const peopleObject =
      (PEOPLE_WORDS.has(before.lower) || PERSON_WORDS.has(before.lower)) &&
      DEFINITE_DETERMINERS.has(words[head - 1]?.lower ?? '') &&
      /^(?:make|makes|made|making|let|lets|letting)$/.test(words[head - 2]?.lower ?? '');
    const objectStart = head - (peopleObject ? 1 : 0);
    const afterObject =
      head === index - 1 &&
      (BARE_INFINITIVE_OBJECTS.has(before.lower) || peopleObject) &&
      BARE_INFINITIVE_VERBS.has(words[objectStart - 1]?.lower ?? '');
    if (!afterModal && !afterObject) return;
    const from = afterObject ? words[objectStart - 1]! : before;
    // "I heard him to be a good man": a perception verb's "to be" reports what was said, and is right.
    if (afterObject && verb.lower === 'be' && PERCEPTION_VERBS.has(from.lower)) return;
    if (!/^[\s\p{L}']*$/u.test(sentence.slice(from.start, verb.start))) return;
    // "He suggested me to go" -> "suggested that I go": only "you" reads the same as the clause's subject.
    const subject = afterObject && /^suggest/.test(from.lower) ? SUBJECT_OF_OBJECT[before.lower] : undefined;
    if (subject) {
      const clause = `that ${subject} `;
      lints.push(
        replacementLint(
          'WordloomSuggestThat',
          'Grammar',
          sentence,
          before.start,
          verb.start,
          clause,
          `"${from.text}" is followed by a clause, not an object and "to": "${from.text} ${clause}${verb.text}".`,
        ),
      );
      return;
    }
    // "It makes them to be more positive" -> "makes them more positive": "make" takes how someone becomes
    // without "be" ("let me be alone" keeps it).
    const end = afterObject && verb.lower === 'be' && /^mak/.test(from.lower) ? words[index + 2] : verb;
    if (!end) return;
    lints.push({
      rule: 'WordloomExtraTo',
      kind: 'Grammar',
      start: to.start,
      end: end.start,
      problem: sentence.slice(to.start, end.start),
      message: afterModal
        ? `After "${before.text}", use the verb without "to": "${verb.text}".`
        : end !== verb
          ? `After "${sentence.slice(from.start, before.end)}", say what someone becomes without "to be": "${end.text}".`
          : `"${sentence.slice(from.start, before.end)}" is followed by the verb without "to": "${verb.text}".`,
      suggestions: [{ kind: 'remove', text: '' }],
    });
  });
  return lints;
}
