import { wordsLint, type RawLint } from '../engine/lints';
import {
  isNoun,
  isVerb,
  kindNounPlural,
  lemmaAfterModal,
  nounNumber,
  pluralOf,
  singularOnlyNoun,
} from '../lexicon/forms';
import {
  adjacentRun,
  matchCase,
  MODALS,
  PREPOSITIONS,
  startsSentence,
  UNCOUNTABLE_NOUNS,
  isMassNoun,
  type Word,
  wordTable,
  ALWAYS_COUNTED_NOUNS,
  DAY_WORDS,
  DESCRIBING_ADJECTIVES,
  PLURAL_VERB,
  SINGULAR_DEMONSTRATIVE,
  DEMONSTRATIVE_OF_OTHER_NUMBER,
  PERSON_WORDS,
} from '../lexicon/words';
import { isPluralNoun } from './learner-form-reading';
import { SINGULAR_BE } from './learner-uncountable';

/*
 * A noun's number after a word that counts it: "several reason" -> "reasons", "two book" -> "books", "many
 * water" -> "much", "less people" -> "fewer", "this cars" -> "these cars" (ECDICT's nouns: COUNTABLE_NOUNS).
 * Passes of the forms family (learner-forms.ts runs them).
 */

/** Nouns that count, and stay singular after a number: "two dozen", "four score". */
const NUMBER_NOUNS = new Set('score dozen hundred thousand million billion percent'.split(' '));
/** Words ending in -s that are no plural: "several reason this is hard". */
const NOT_PLURAL_S = new Set(
  'this thus was has does its his hers ours yours theirs less unless across always perhaps'.split(' '),
);

/** Words after which a countable noun is plural: "several reasons", "many subjects", "three cars". */
const PLURAL_BEFORE = new Set(
  'several many various numerous multiple few fewer both two three four five six seven eight nine ten twelve twenty'.split(
    ' ',
  ),
);

/**
 * A number in digits that counts what follows ("I have 2 brother"), not a year ("in 2010 year") nor a label
 * after a noun or a name ("page 2 line", "Windows 10 computer").
 */
function isCountingNumber(words: readonly Word[], at: number, sentence: string): boolean {
  const number = words[at]!;
  if (!/^\d+$/.test(number.text) || Number(number.text) < 2 || Number(number.text) >= 1000) return false;
  // A whole number standing apart: not part of "1.2", "8+3", "2.11.2" or "1 5".
  if (!/(?:^|\s)$/.test(sentence.slice(0, number.start)) || !/^ /.test(sentence.slice(number.end)))
    return false;
  // Not a range or a size: "2 or 3 letter codes", "a 100 by 100 array", "Python 2 and 3 version".
  const before = words[at - 1];
  return (
    before === undefined ||
    (/^[a-z]+$/.test(before.text) && !isNoun(before.lower) && !/^(?:by|and|or|to|x)$/.test(before.text))
  );
}

/** What may follow a noun that ends its phrase: punctuation, the end, or a preposition, joining word or verb. */
const PHRASE_ENDS =
  /^(?:\s*(?:[.,!?;:]|$)|\s+(?:in|on|at|of|for|to|with|from|about|and|or|but|that|who|which|are|were|have|can|will|would|should|must|may|might|because|when|if|than|last|next|every|ago|yesterday|today|tomorrow)\b)/;

/**
 * "We need these information" -> "this information", "These advice are useful" -> "This advice is": an
 * uncountable noun takes "this" or "that", and the verb for one.
 */
function demonstrativeUncountable(
  determiner: Word,
  singular: string,
  noun: Word,
  next: Word | undefined,
  sentence: string,
): RawLint {
  const verb = next && sentence.slice(noun.end, next.start) === ' ' ? SINGULAR_BE[next.lower] : undefined;
  const replacement = `${matchCase(singular, determiner.text)} ${noun.text}${verb ? ` ${verb}` : ''}`;
  return wordsLint(
    'WordloomMassNounPlural',
    'Agreement',
    determiner,
    verb && next ? next : noun,
    sentence,
    replacement,
    `"${noun.text}" is uncountable: "${replacement}".`,
  );
}

/**
 * Words that count a noun only where the sentence shows they do: "these" and "those" where the noun ends its
 * phrase ("These student are", "in those place."; not "these car keys"), "some" before "are" or "were"
 * ("Some student are late"; "some student of his" may be one). Not "all": "all output", "all memory" and
 * "all behavior" are stuff, which the forms data does not tell from things.
 */
const PLURAL_WHERE_SHOWN = wordTable<'phrase ends' | 'plural verb'>({
  these: 'phrase ends',
  those: 'phrase ends',
  some: 'plural verb',
});
const PLURAL_VERB_AFTER = /^\s+(?:are|were)\b/;

/**
 * Whether the sentence shows a noun after "these", "those" or "some" is counted (PLURAL_WHERE_SHOWN).
 * A noun that is a verb too counts only before "are" or "were", or after a preposition: "These cost more" is
 * a pronoun and its verb, "in those place" is not. "These kind of" is an amount's ("these kinds of" or "this
 * kind of"?).
 */
function pluralShown(
  shown: 'phrase ends' | 'plural verb',
  noun: Word,
  before: Word | undefined,
  sentence: string,
): boolean {
  const after = sentence.slice(noun.end);
  if (shown === 'plural verb') return PLURAL_VERB_AFTER.test(after);
  if (!PHRASE_ENDS.test(after) || /^(?:kind|sort|type)$/.test(noun.lower)) return false;
  return !isVerb(noun.lower) || PREPOSITIONS.has(before?.lower ?? '') || PLURAL_VERB_AFTER.test(after);
}

/**
 * "several reason" -> "several reasons", "two new shirt" -> "two new shirts". Only a word that is always a
 * noun (ECDICT: no adjective sense, so not "many good ideas") and not the first of two nouns ("many school
 * buses").
 */
export function singularAfterQuantifier(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    // "two new shirt", "three big dog": a common adjective may stand between.
    const described = DESCRIBING_ADJECTIVES.has(words[index - 1]?.lower ?? '') ? 1 : 0;
    const at = index - 1 - described;
    const quantifier = words[at];
    const shown = quantifier && PLURAL_WHERE_SHOWN[quantifier.lower];
    // "We are all student" -> "students": "all" after "we are", "they were" counts the people (only a person:
    // "We are all right").
    const allOfUs =
      quantifier?.lower === 'all' &&
      /^(?:are|were)$/.test(words[at - 1]?.lower ?? '') &&
      /^(?:we|they|you)$/.test(words[at - 2]?.lower ?? '') &&
      PERSON_WORDS.has(noun.lower);
    if (
      !quantifier ||
      !(PLURAL_BEFORE.has(quantifier.lower) || shown || allOfUs || isCountingNumber(words, at, sentence))
    )
      return;
    if (noun.text !== noun.lower) return;
    if (shown && !pluralShown(shown, noun, words[at - 1], sentence)) return;
    // "Too few can make use of it": a modal, not the noun "can".
    if (MODALS.has(noun.lower)) return;
    // "both labor and management" (one of each), "two world-shattering wars", "we both look forward".
    const andAhead = words.slice(index + 1, index + 9).some((word) => word.lower === 'and');
    // "we both look", "Would you four stand up": the quantifier counts the pronoun before it.
    const pronounBefore = /^(i|you|he|she|it|we|they|us|them)$/.test(words[at - 1]?.lower ?? '');
    if ((quantifier.lower === 'both' && andAhead) || pronounBefore) return;
    // "a four year period", "the five year plan": a number and its noun before another noun; "two score",
    // "two dozen": a number of its own.
    // "a few student" counts all the same.
    const aFew = quantifier.lower === 'few' && words[at - 1]?.lower === 'a';
    if ((/^(a|an|the|this|that)$/.test(words[at - 1]?.lower ?? '') && !aFew) || NUMBER_NOUNS.has(noun.lower))
      return;
    // "two-year", "a few example/tutorial programs": part of a compound or of a pair.
    if (/^[-‐/]/.test(sentence.slice(noun.end))) return;
    if (
      !words.slice(at, index).every((word, i) => sentence.slice(word.end, words[at + i + 1]!.start) === ' ')
    )
      return;
    const next = words[index + 1];
    // "We have three class today": "today" is no noun of a compound.
    if (
      next &&
      isNoun(next.lower) &&
      !DAY_WORDS.has(next.lower) &&
      sentence.slice(noun.end, next.start) === ' '
    )
      return;
    // "3 letter ISO codes": after digits, a name after the noun makes it a compound's first part too.
    if (
      /^\d/.test(quantifier.text) &&
      next &&
      /^\p{Lu}/u.test(next.text) &&
      next.text !== 'I' &&
      sentence.slice(noun.end, next.start) === ' '
    )
      return;
    // "two tax cuts", "two in three job openings": a plural after the noun makes it a compound's first part.
    // "multiple network endpoint groups": so does a plural two or three words on.
    if (pluralAhead(words, index, sentence)) return;
    if (/^['’]/.test(sentence.slice(noun.end))) return;
    // "many money" -> "a lot of money": stuff is not counted, so the quantifier is what is wrong.
    if (isMassNoun(noun.lower)) {
      // "many good advice": the fix of the quantifier alone is the other rules' to make.
      if (described) return;
      const one = SINGULAR_DEMONSTRATIVE[quantifier.lower];
      if (quantifier.lower === 'many') lints.push(manyUncountable(words[at - 1], quantifier, noun, sentence));
      else if (one && UNCOUNTABLE_NOUNS.has(noun.lower))
        lints.push(demonstrativeUncountable(quantifier, one, noun, words[index + 1], sentence));
      return;
    }
    // "many expert in", "two tourist.": a noun that is an adjective too ("many chemical plants") is the noun
    // where its phrase ends after it.
    const plural =
      pluralOf(noun.lower) ??
      (PHRASE_ENDS.test(sentence.slice(noun.end)) ? kindNounPlural(noun.lower) : undefined);
    if (!plural || plural === noun.lower) return;
    lints.push(nounNumberLint('WordloomPluralAfterQuantifier', quantifier, noun, sentence, plural, 'plural'));
  });
  return lints;
}

/** Nouns always counted, after "a lot of" and "certain": things and people. */
const ALWAYS_COUNTED = new Set([
  ...ALWAYS_COUNTED_NOUNS,
  ...'student scientist teacher worker doctor child'.split(' '),
]);

/**
 * "a lot of book" -> "books", "lots of student" -> "students", "certain thing" -> "things", "most student"
 * -> "students": an amount of things counted, and "certain" without "a" ("a certain thing" is one).
 */
export function singularAfterAmount(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const before = words[index - 1];
    if (!before || !ALWAYS_COUNTED.has(noun.text) || sentence.slice(before.end, noun.start) !== ' ') return;
    const [second, third] = [words[index - 2]?.lower, words[index - 3]?.lower];
    const amount =
      before.lower === 'of' &&
      ((second === 'lot' && third === 'a') || second === 'lots' || second === 'plenty') &&
      adjacentRun(sentence, words.slice(index - (second === 'lot' ? 3 : 2), index + 1));
    const certain =
      before.lower === 'certain' && !/^(?:a|an|the|this|that|one|each|every)$/.test(second ?? '');
    // "Most student like" -> "Most students"; not "the most", "at most", "most of".
    const most = before.lower === 'most' && !/^(?:the|at|for)$/.test(second ?? '');
    if (!amount && !certain && !most) return;
    // "a lot of book stores": the noun starts a compound.
    const next = words[index + 1];
    if (next && sentence.slice(noun.end, next.start) === ' ' && isNoun(next.lower)) return;
    if (pluralAhead(words, index, sentence)) return;
    if (/^['’-]/.test(sentence.slice(noun.end))) return;
    const plural = pluralOf(noun.lower);
    if (!plural || plural === noun.lower) return;
    const phrase = amount
      ? sentence.slice(words[index - (second === 'lot' ? 3 : 2)]!.start, before.end)
      : before.lower;
    const message = `After "${phrase}", the noun is plural: "${plural}".`;
    lints.push(
      wordsLint('WordloomPluralAfterQuantifier', 'Agreement', noun, noun, sentence, plural, message),
    );
    // "Most student is busy" -> "Most students are": the verb right after follows the noun's number.
    const verb = most && next && sentence.slice(noun.end, next.start) === ' ' ? next : undefined;
    const are = verb && PLURAL_VERB[verb.lower];
    if (verb && are) {
      const agrees = `"${before.text} ${plural}" is more than one: "${are}".`;
      lints.push(wordsLint('WordloomPluralAfterQuantifier', 'Agreement', verb, verb, sentence, are, agrees));
    }
  });
  return lints;
}

/** "many money" -> "a lot of money"; "how/so/too/as many money" -> "much". */
function manyUncountable(before: Word | undefined, many: Word, noun: Word, sentence: string): RawLint {
  const much = /^(?:how|so|too|as)$/.test(before?.lower ?? '');
  const replacement = matchCase(much ? 'much' : 'a lot of', many.text);
  const message = `"${noun.text}" is uncountable: "many" counts things, so "${replacement} ${noun.text}".`;
  return wordsLint('WordloomManyUncountable', 'Agreement', many, many, sentence, replacement, message);
}

/**
 * "less cars" -> "fewer cars": "less" measures stuff, "fewer" counts things. Only a noun that is plainly a
 * plural ("cars", "people"; not "news", "less serious") with no noun after it ("less sports coverage"), and
 * not "more or less", "no less", "much less" (let alone) or "less than".
 */
export function lessPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const less = words[index - 1];
    if (!less || less.lower !== 'less' || noun.text !== noun.lower || !isPluralNoun(noun.lower)) return;
    if (
      sentence.slice(less.end, noun.start) !== ' ' ||
      /^(?:or|no|much|even|far)$/.test(words[index - 2]?.lower ?? '')
    )
      return;
    const next = words[index + 1];
    if (
      next &&
      sentence.slice(noun.end, next.start) === ' ' &&
      isNoun(next.lower) &&
      !/^(?:than|and|or)$/.test(next.lower)
    )
      return;
    if (/^['’-]/.test(sentence.slice(noun.end))) return;
    const fewer = matchCase('fewer', less.text);
    const message = `"${noun.text}" are counted: "fewer ${noun.text}", not "less" (which measures stuff: "less time").`;
    lints.push(wordsLint('WordloomFewer', 'Agreement', less, less, sentence, fewer, message));
  });
  return lints;
}

/** Words that end a compound noun before its head could come: "various cleanup are done". */
const COMPOUND_STOPS = new Set(
  'and or of to in on for with that which who is are was were be the a an'.split(' '),
);

/** Whether a plural follows the noun at `index` within three words, as the head of a compound. */
function pluralAhead(words: readonly Word[], index: number, sentence: string): boolean {
  for (let j = index + 1; j <= index + 3 && j < words.length; j += 1) {
    const word = words[j]!;
    if (sentence.slice(words[j - 1]!.end, word.start) !== ' ' || COMPOUND_STOPS.has(word.lower)) return false;
    if (/^[a-z]{2,}[^s]s$/i.test(word.text) && !NOT_PLURAL_S.has(word.lower)) return true;
  }
  return false;
}

/** The noun after this word takes the other number: "several reason" -> "reasons", "every details" -> "detail". */
export function nounNumberLint(
  rule: string,
  before: Word,
  noun: Word,
  sentence: string,
  replacement: string,
  number: 'plural' | 'singular',
): RawLint {
  const message = `After "${before.text}", the noun is ${number}: "${replacement}".`;
  return wordsLint(rule, 'Agreement', noun, noun, sentence, replacement, message);
}

/**
 * "this cars" -> "these cars", "That shoes are" -> "Those shoes": "this" or "that" with a noun that can only
 * be a plural, or with a plural verb after it; and "These book is" -> "This book is": "these" or "those" with
 * a singular noun and a singular verb.
 */
export function thisPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const determiner = words[index - 1];
    const other = determiner && DEMONSTRATIVE_OF_OTHER_NUMBER[determiner.lower];
    if (!other || noun.text !== noun.lower || sentence.slice(determiner.end, noun.start) !== ' ') return;
    const verb = words[index + 1]?.lower ?? '';
    const adjacentVerb = words[index + 1] && sentence.slice(noun.end, words[index + 1]!.start) === ' ';
    if (determiner.lower === 'this' || determiner.lower === 'that') {
      // "this books are": the verb shows the plural of a noun that is a verb too ("books").
      // "That" only opening the sentence: after a verb it joins a clause ("I think that cars are fast").
      const pluralVerb =
        adjacentVerb &&
        /^(?:are|were)$/.test(verb) &&
        nounNumber(noun.lower) === 'plural' &&
        (determiner.lower === 'this' ||
          // Nor a clause that is the subject: "That students were late is true".
          (startsSentence(sentence, determiner) &&
            !/\b(?:is|was|seems|means|shows|proves|suggests)\b/.test(sentence.slice(words[index + 1]!.end))));
      // "For this reasons, …": after a preposition, "this" and a plural that ends its phrase are one noun
      // phrase ("Because of this prices went up" has a clause after "this").
      const pluralObject =
        determiner.lower === 'this' &&
        PREPOSITIONS.has(words[index - 2]?.lower ?? '') &&
        nounNumber(noun.lower) === 'plural' &&
        /^\s*(?:[.,;:!?]|$|(?:and|but|of|that|which)\b)/.test(sentence.slice(noun.end));
      if (!pluralVerb && !pluralObject) {
        // Without a verb to show it, only "this": "that" may join a clause ("so that cars can").
        if (determiner.lower !== 'this' || !singularOnlyNoun(noun.lower)) return;
        // "but this does": a verb ("do"), not the plural of "doe".
        if (lemmaAfterModal(noun.lower)) return;
        // "This options is removed": the verb says one, so the noun may be what is wrong.
        if (/^(?:is|was|has)$/.test(verb)) return;
      }
    } else {
      // "These book is interesting": a singular noun and verb; not "these sheep are", nor "those who is".
      const singular = pluralOf(noun.lower);
      if (!singular || singular === noun.lower || !adjacentVerb || !/^(?:is|was)$/.test(verb)) return;
    }
    lints.push(
      wordsLint(
        'WordloomThisPlural',
        'Agreement',
        determiner,
        determiner,
        sentence,
        matchCase(other, determiner.text),
        `"${noun.text}" is ${other === 'these' || other === 'those' ? 'plural' : 'singular'}: use "${other}".`,
      ),
    );
  });
  return lints;
}
