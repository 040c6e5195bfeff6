import type { EnglishVariety } from '@contract';
import { nounSubjectAgreement } from './learner-agreement';
import { varietyPhraseLints } from './learner-time-phrases';
import { commentComma, introductoryClause, introductoryPhrase } from './learner-clause-comma';
import { everydayLints } from './learner-everyday';
import { formLints } from './learner-forms';
import { partitiveLints } from './learner-partitives';
import { commaSplice } from './learner-comma-splice';
import { pastTimeLints } from './learner-past-time';
import { sinceLints } from './learner-since';
import { verbPatternLints } from './learner-verb-patterns';
import { phraseLints } from './learner-phrases';
import { punctuationLints } from './learner-punctuation';
import { questionTagLints } from './learner-question-tags';
import { indirectQuestionOrder } from './learner-word-order';
import { commaAfter, replacementLint, type RawLint } from './lints';
import {
  irregularLemma,
  isNoun,
  isThoughtThat,
  isVerb,
  lemmaOfPast,
  isVerbForm,
  lemmaAfterModal,
  nounNumber,
  pluralOf,
  singularOf,
  singularOnlyNoun,
} from './forms';
import { SILENT_RULES, SPELLING_RULES } from './rules';
import {
  AUXILIARIES,
  matchCase,
  MODALS,
  NEGATED_MODALS,
  OBJECT_THEN_SUBJECT,
  SUBJECT_PRONOUNS,
  TELLING_VERB_BEFORE,
  wordsOf,
  type Word,
  wordTable,
  SUBJECT_OF_OBJECT,
  DEFINITE_DETERMINERS,
  PERSON_WORDS,
  PEOPLE_WORDS,
  adjacent,
} from './words';

/*
 * Learner rules: errors Chinese-speaking learners make that Harper misses or fixes wrongly, shaped like
 * Harper's lints so they go through the same pipeline (build.ts). Word forms and agreement are in
 * learner-forms.ts; here are "go to there", the comma after an opener, the end mark, the capital letter a
 * sentence starts with, the article of "the same" and "a lot of", and "most of people" ("can not" for
 * "cannot" was dropped: it changed more correct sentences than wrong ones). Each rule fires only in
 * contexts where it was right on correct text (JFLEG references and the regression sentences in
 * learner.test.ts); where the context is unclear, a rule says nothing.
 */

/** Harper's kinds that say "this word is not a word" (or not this form of it). */
const NOT_A_WORD_RULES = new Set([...SPELLING_RULES, 'RegularIrregulars']);

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

function introductoryComma(sentence: string, harperLints: readonly RawLint[]): RawLint[] {
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

const WH = new Set('what why how where when who whom whose which'.split(' '));
const SUBJECTS = new Set([
  ...SUBJECT_PRONOUNS,
  'there',
  'this',
  'that',
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
]);

/**
 * The mark a sentence without one should end with, or null when that is unclear. A question is an
 * auxiliary before its subject ("Do you…", "Where is…"); "Have a nice day", "When I was young, …" and
 * "What a day" are not questions.
 */
function endMark(sentence: string): string | null {
  const [first, second] = wordsOf(sentence).map((word) => word.lower);
  if (!first) return null;
  if (TAG_QUESTION.test(sentence)) return '?';
  if (AUXILIARIES.has(first))
    return second && SUBJECTS.has(second) && second !== 'a' && second !== 'an' ? '?' : '.';
  if (WH.has(first)) {
    if (first === 'what' && (second === 'a' || second === 'an')) return '!';
    if (second && AUXILIARIES.has(second)) return '?';
    return second && SUBJECTS.has(second) ? '.' : null;
  }
  return '.';
}

/**
 * "What is your name." -> "What is your name?", "Do you like it." -> "…?": one sentence that asks, an auxiliary
 * before its subject pronoun (first, or after a question word), ends with a question mark, not a full stop.
 * Not "What is important is health." (no subject after "is"), "Had I known, I would have come" (an inversion
 * with its clause after a comma), "Do it now." (an order), nor a text of several sentences.
 */
function questionFullStop(sentence: string): RawLint[] {
  const end = sentence.trimEnd();
  if (!end.endsWith('.') || /[.!?;,:]/.test(end.slice(0, -1))) return [];
  const [first = '', second = '', third = ''] = wordsOf(sentence).map((word) => word.lower);
  const pronoun = SUBJECT_PRONOUNS.has(second) || second === 'there';
  const asks =
    (AUXILIARIES.has(first) && pronoun && !(first === 'do' && second === 'it')) ||
    (WH.has(first) && AUXILIARIES.has(second) && SUBJECTS.has(third) && !/^an?$/.test(third));
  return asks ? [questionMark(end.length - 1, 'A question ends with a question mark.')] : [];
}

/** The question mark in place of the full stop at `start`. */
const questionMark = (start: number, message: string): RawLint => ({
  rule: 'WordloomEndPunctuation',
  kind: 'Punctuation',
  start,
  end: start + 1,
  problem: '.',
  message,
  suggestions: [{ kind: 'replace', text: '?' }],
});

/** A statement with a question tag at its end: "It is nice, isn't it". The mark, if any, is the last group. */
const TAG_QUESTION =
  /,\s*(?:is|are|was|were|do|does|did|wo|ca|could|would|should|have|has|had)n['’]t\s+(?:it|he|she|they|you|we|there|i)\s*(\.)?\s*$/i;

/** "It is a nice day, isn't it." -> "…, isn't it?": a question tag asks, so it ends with a question mark. */
function tagQuestion(sentence: string): RawLint[] {
  const match = TAG_QUESTION.exec(sentence);
  if (!match?.[1]) return [];
  const start = match.index + match[0].lastIndexOf('.');
  return [questionMark(start, 'A question tag ("isn\'t it") asks: the sentence ends with a question mark.')];
}

/** Words that start a clause or a phrase, which a comma before them does not make capital. */
const AFTER_COMMA = new Set(
  'when because and but so if although though while which who that the this these it we they he she you my our there then'.split(
    ' ',
  ),
);

/**
 * "For example, When I traveled" -> "when": a comma does not end the sentence, so the next word keeps a small
 * letter. Not after a verb that quotes ("He said, This can …" starts a quotation), nor in a name ("The Hague").
 */
function capitalAfterComma(sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  // Not before a capitalised word: a name ("The Hague", "The Beatles") keeps its "The".
  for (const match of sentence.matchAll(/(\S+)\s*,\s+([A-Z][a-z]*)\b(?!\s+(?!I\b)[A-Z])/g)) {
    const [, before, word] = match as unknown as [string, string, string];
    if (
      !AFTER_COMMA.has(word.toLowerCase()) ||
      /^(?:said|says|say|asked|asks|wrote|writes|thought)$/i.test(before)
    )
      continue;
    const start = match.index + match[0].length - word.length;
    lints.push({
      rule: 'WordloomCapitalAfterComma',
      kind: 'Capitalization',
      start,
      end: start + word.length,
      problem: word,
      message: 'A comma does not end the sentence: the next word starts with a small letter.',
      suggestions: [{ kind: 'replace', text: word.toLowerCase() }],
    });
  }
  return lints;
}

function endPunctuation(sentence: string): RawLint[] {
  const last = /([A-Za-z][A-Za-z0-9'’-]*|[0-9]+)\s*$/.exec(sentence);
  if (!last || !/\s/.test(sentence.trim())) return [];
  const mark = endMark(sentence);
  if (!mark) return [];
  const word = last[1]!;
  const message = {
    '?': 'A question ends with a question mark.',
    '!': 'An exclamation ends with an exclamation mark.',
    '.': 'A sentence ends with a full stop.',
  }[mark];
  return [
    {
      rule: 'WordloomEndPunctuation',
      kind: 'Punctuation',
      start: last.index,
      end: last.index + word.length,
      problem: word,
      message: message ?? '',
      suggestions: [{ kind: 'insert-after', text: mark }],
    },
  ];
}

/**
 * Words before "same" that leave out its article: "is not same", "at same time", "I have same problem", "He
 * said same thing" ("same" picks one thing out; "Same here" has no word before it, "same-sex" is one word).
 */
const BEFORE_BARE_SAME = new Set(
  'am is are was were be been being not at in of on with from for about into by have has had having share shares shared wear wears wore make makes made do does did get gets got feel feels felt take takes took say says said'.split(
    ' ',
  ),
);

/** "is same" -> "is the same", "spent lot of time" -> "spent a lot of time": a fixed phrase lost its article. */
function missingArticle(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const before = words[index - 1];
    const next = words[index + 1];
    const article =
      word.lower === 'same' && before && BEFORE_BARE_SAME.has(before.lower)
        ? 'the'
        : word.lower === 'lot' &&
            next?.lower === 'of' &&
            (!before || !/^(a|the|whole|this|that)$/.test(before.lower)) &&
            !/^(a|an|the)$/.test(words[index - 2]?.lower ?? '')
          ? 'a'
          : null;
    if (!article || word.text !== word.lower) return;
    if (before && !/^\s+$/.test(sentence.slice(before.end, word.start))) return;
    lints.push({
      rule: 'WordloomMissingArticle',
      kind: 'Grammar',
      start: word.start,
      end: word.end,
      problem: word.text,
      message: `"${article} ${word.text}" needs its article.`,
      suggestions: [{ kind: 'replace', text: `${article} ${word.text}` }],
    });
  });
  return lints;
}

/**
 * "most of people" -> "most people": "of" needs a determiner after it ("most of the people"). One person
 * there is many: "Most of student like sports" -> "Most students" (a person only: "most of time" is "most of
 * the time").
 */
function quantifierOf(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((of, index) => {
    const quantifier = words[index - 1];
    const noun = words[index + 1];
    if (of.lower !== 'of' || !quantifier || !noun || !/^(most|many|some)$/.test(quantifier.lower)) return;
    const persons =
      noun.text === noun.lower && PERSON_WORDS.has(noun.lower) ? pluralOf(noun.lower) : undefined;
    if (noun.lower !== 'people' && !singularOf(noun.lower) && !persons) return;
    const gaps = [sentence.slice(quantifier.end, of.start), sentence.slice(of.end, noun.start)];
    if (!gaps.every((gap) => /^\s+$/.test(gap))) return;
    // "The most of people" -> "Most people": the article goes too.
    const the = words[index - 2];
    const withThe = the?.lower === 'the' && /^\s+$/.test(sentence.slice(the.end, quantifier.start));
    const from = withThe ? the : quantifier;
    const quantity = withThe ? matchCase(quantifier.lower, the.text) : quantifier.text;
    const end = persons ? noun.end : of.end;
    const replacement = persons ? `${quantity} ${persons}` : quantity;
    lints.push({
      rule: 'WordloomQuantifierOf',
      kind: 'Grammar',
      start: from.start,
      end,
      problem: sentence.slice(from.start, end),
      message: `Without "the", it is "${quantifier.lower} ${persons ?? noun.text}".`,
      suggestions: [{ kind: 'replace', text: replacement }],
    });
  });
  return lints;
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
function sentenceStart(sentence: string, harperLints: readonly RawLint[]): RawLint[] {
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

/** "catch them.." -> "catch them.": two full stops are one too many (three are an ellipsis). */
function doubleFullStop(sentence: string): RawLint[] {
  const match = /(?<![.])\.\.\s*$/.exec(sentence);
  if (!match || /\betc\.\.\s*$/i.test(sentence)) return [];
  return [
    {
      rule: 'WordloomDoubleFullStop',
      kind: 'Punctuation',
      start: match.index,
      end: match.index + 2,
      problem: '..',
      message: 'A sentence ends with one full stop.',
      suggestions: [{ kind: 'replace', text: '.' }],
    },
  ];
}

/**
 * "go to there" -> "go there", "been to there", "go to outside": "there", "here", "outside" and the like
 * are adverbs and take no "to" after a verb of motion ("outside the city" is a preposition and its noun).
 */
function toThere(sentence: string): RawLint[] {
  const pattern =
    /\b(?:go|goes|going|went|gone|been|come|comes|coming|came|get|gets|got|getting|back|walk|walked|move|moved|travel|travelled|traveled|return|returned|drive|drove|fly|flew|run|ran)\s+(to\s+)(there|here|(?:outside|inside|upstairs|downstairs|overseas)(?=\s*(?:[.,!?;]|$|(?:and|but|to|for|with|now|again|together|quickly|alone)\b)))\b/gi;
  return [...sentence.matchAll(pattern)].map((match) => {
    const start = match.index + match[0].length - match[2]!.length - match[1]!.length;
    return {
      rule: 'WordloomToThere',
      kind: 'WordChoice',
      start,
      end: start + match[1]!.length + match[2]!.length,
      problem: `${match[1]}${match[2]}`,
      message: `"${match[2]}" needs no "to" in front of it.`,
      suggestions: [{ kind: 'replace', text: match[2]! }],
    };
  });
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
function formAfterMakeObject(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
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
function extraTo(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
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

/**
 * "almost people agree" -> "most people": "almost" qualifies a number or "all", not a noun. Only before
 * "people", "of", or a plural that is no verb form ("almost kills" is right).
 */
function almostNoun(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((almost, index) => {
    const next = words[index + 1];
    if (almost.lower !== 'almost' || !next || next.text !== next.lower) return;
    if (!/^\s+$/.test(sentence.slice(almost.end, next.start))) return;
    if (next.lower !== 'people' && next.lower !== 'of' && !singularOnlyNoun(next.lower)) return;
    const most = almost.text[0] === 'A' ? 'Most' : 'most';
    lints.push({
      rule: 'WordloomAlmostNoun',
      kind: 'WordChoice',
      start: almost.start,
      end: almost.end,
      problem: almost.text,
      message: `"${almost.text} ${next.text}" should be "${most} ${next.text}".`,
      suggestions: [{ kind: 'replace', text: most }],
    });
  });
  return lints;
}

/** Verbs after which a misspelled "ther" is "there": "ther is", "ther were". */
const THERE_VERBS = new Set("is are was were will would has have had isn't aren't wasn't weren't".split(' '));

/**
 * "ther is" -> "there is", "ther lifestyle" -> "their lifestyle": Harper offers "the", "thee" and "their"
 * and cannot choose; the next word can. Nothing when it is neither a verb of "there is" nor a noun.
 */
function ther(sentence: string): RawLint[] {
  const words = wordsOf(sentence);
  const lints: RawLint[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word.lower !== 'ther' || !next) return;
    const fixed = THERE_VERBS.has(next.lower) ? 'there' : isNoun(next.lower) ? 'their' : null;
    if (!fixed) return;
    const text = word.text[0] === 'T' ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
    lints.push({
      rule: 'WordloomTher',
      kind: 'Spelling',
      start: word.start,
      end: word.end,
      problem: word.text,
      message: `"${word.text}" is misspelled: "${text}".`,
      suggestions: [{ kind: 'replace', text }],
    });
  });
  return lints;
}

/**
 * "If they fire you you will" -> "fire you, you will": an object and the next clause's subject. Not after a
 * verb of telling ("I told you you were right": "that" left out, no comma).
 */
function objectThenSubject(sentence: string): RawLint[] {
  const matches = [...sentence.matchAll(OBJECT_THEN_SUBJECT)];
  return matches
    .filter((match) => !TELLING_VERB_BEFORE.test(sentence.slice(0, match.index)))
    .map((match) => {
      const word = match[1]!;
      const message = `A comma separates the object "${word}" from the next clause's subject.`;
      return commaAfter('WordloomClauseComma', sentence, match.index, match.index + word.length, message);
    });
}

export function learnerLints(
  sentence: string,
  harperLints: readonly RawLint[] = [],
  variety: EnglishVariety = 'american',
): RawLint[] {
  const flaggedSpans = new Set(
    harperLints.filter((lint) => NOT_A_WORD_RULES.has(lint.rule)).map((lint) => `${lint.start}:${lint.end}`),
  );
  return [
    ...formLints(sentence, (word) => flaggedSpans.has(`${word.start}:${word.end}`)),
    ...toThere(sentence),
    ...introductoryComma(sentence, harperLints),
    ...endPunctuation(sentence),
    ...tagQuestion(sentence),
    ...questionFullStop(sentence),
    ...questionTagLints(sentence),
    ...capitalAfterComma(sentence),
    ...doubleFullStop(sentence),
    ...punctuationLints(sentence),
    ...sentenceStart(sentence, harperLints),
    ...missingArticle(sentence),
    ...quantifierOf(sentence),
    ...extraTo(sentence),
    ...formAfterMakeObject(sentence),
    ...almostNoun(sentence),
    ...objectThenSubject(sentence),
    ...ther(sentence),
    ...phraseLints(sentence),
    ...varietyPhraseLints(sentence, variety),
    ...partitiveLints(sentence),
    ...everydayLints(sentence),
    ...introductoryPhrase(sentence),
    ...introductoryClause(sentence),
    ...commentComma(sentence),
    ...nounSubjectAgreement(sentence),
    ...indirectQuestionOrder(sentence),
    ...pastTimeLints(sentence),
    ...sinceLints(sentence),
    ...commaSplice(sentence),
    ...verbPatternLints(sentence),
  ];
}
