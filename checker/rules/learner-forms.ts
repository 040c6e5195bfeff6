import type { RawLint } from '../engine/lints';
import { isNoun, lemmaAfterModal, singularOf } from '../lexicon/forms';
import { type Word, PAIR_NOUNS } from '../lexicon/words';
import type { SentenceContext } from './rule';
import {
  beAgree,
  stateProgressive,
  beVeryAgree,
  beAgreeQuestion,
  beBareVerb,
  beBeforeHabit,
  bareVerbPassive,
} from './learner-be-verbs';
import { ONE_THING_IN_S, type Flagged } from './learner-form-reading';
import { overRegularised } from './learner-irregular';
import { modalVerbs, modalWithS, questionDoVerbs } from './learner-modal-forms';
import { haveBareVerb, perfectPastAfterAdverb } from './learner-perfect-forms';
import {
  singularAfterQuantifier,
  singularAfterAmount,
  lessPlural,
  nounNumberLint,
  thisPlural,
} from './learner-quantifiers';
import { thereIsPlural, thereAreOne, thereAreUncountable } from './learner-there-is';
import { bareNounThirdPerson, thirdPersonVerb } from './learner-third-person';
import { uncountablePlurals } from './learner-uncountable';

/*
 * The forms family: one pass over a sentence's words for the rules about word forms, each restricted to
 * contexts where it is right (measured on correct text with `npm run eval:check -- --half tune --rules`).
 * formLints runs them in a fixed order (the order breaks ties between their fixes); each lives in a file of
 * its own:
 * - a noun's number after a word that counts it ("several reason", "this cars"): learner-quantifiers.ts;
 * - the verb of he, she, it or a bare noun ("She like apples", "Technology make"): learner-third-person.ts;
 * - "every"/"each" + a plural noun ("every details") -> the singular; so "a"/"an"/"another" + a plural noun
 *   that is no verb form and has no noun after it ("a products and", not "a sports car"): here;
 * - over-regularised verbs and plurals ("goed", "childs"): learner-irregular.ts;
 * - an uncountable noun as a plural ("informations are"): learner-uncountable.ts;
 * - the bare verb after a modal or a question's "do" ("can sings", "Does she likes"): learner-modal-forms.ts;
 * - a verb after "be" as Chinese says it ("I am agree", "I am study", "was build"): learner-be-verbs.ts;
 * - a perfect's participle ("have finish", "have already went"): learner-perfect-forms.ts;
 * - "there is" or "there are" by what follows ("There is many"): learner-there-is.ts.
 * What they read around a word (the auxiliary before it, a subject's noun): learner-form-reading.ts.
 */

/** Whether "a" or "an" fits a word by its first letter (no guess for "h" and "u": "an hour", "a user"). */
function articleFits(article: string, word: string): boolean {
  if (article === 'another') return true;
  return article === 'an' ? /^[aeio]/.test(word) : /^[b-df-gj-np-tv-z]/.test(word);
}

/**
 * "every details" -> "every detail": "every" and "each" take a singular noun; so do "a", "an" and
 * "another" ("a products and" -> "a product and"), for a noun that is no verb form ("a reasons"? "reasons"
 * or "a reason") and that no noun follows ("a sports car").
 */
function everyPlural(words: readonly Word[], sentence: string): RawLint[] {
  const lints: RawLint[] = [];
  words.forEach((noun, index) => {
    const every = words[index - 1];
    if (!every || noun.text !== noun.lower || sentence.slice(every.end, noun.start) !== ' ') return;
    // "a decades-long war": the plural is part of a compound.
    if (/^[-‐]/.test(sentence.slice(noun.end))) return;
    let singular: string | undefined;
    // After "every" a verb cannot stand: "details" is the noun's plural.
    if (/^(every|each|one)$/.test(every.lower)) {
      // "Each supplies part of it", "One needs rest": "each" or "one" alone is a subject, and "supplies" its
      // verb. "every appropriations bill": the plural is a compound's first part. "one brothers" ->
      // "brother": one is one.
      const next = words[index + 1];
      if (every.lower !== 'every' && lemmaAfterModal(noun.lower)) return;
      // "The one students like", "the only one people need": a determiner makes "one" a pronoun.
      const determined = [words[index - 2], words[index - 3]].some((word) =>
        /^(?:the|this|that|which|what|every|each|any|no|my|his|her|our|their|your|its)$/.test(
          word?.lower ?? '',
        ),
      );
      // "Fifty-one years": a number that ends in "one" counts more.
      const compound = /[-‐]$/.test(sentence.slice(0, every.start));
      if (every.lower === 'one' && (ONE_THING_IN_S.has(noun.lower) || determined || compound)) return;
      if (next && isNoun(next.lower) && sentence.slice(noun.end, next.start) === ' ') return;
      // "Each people has" -> "Each person" ("We are one people" is a nation; "every people" is "everyone", a
      // rule of its own).
      singular =
        singularOf(noun.lower) ?? (noun.lower === 'people' && every.lower === 'each' ? 'person' : undefined);
    } else if (/^(a|an|another)$/.test(every.lower) && !/[-‐]$/.test(sentence.slice(0, every.start))) {
      // Not "-a defaults to": an option's letter.
      const next = words[index + 1];
      const followed = next && isNoun(next.lower) && sentence.slice(noun.end, next.start) === ' ';
      // "a new shoes": a pair, which the article rule mends ("new shoes"), not one shoe. "Now a days" is
      // "Nowadays", Harper's fix, not "Now a day".
      if (PAIR_NOUNS.has(noun.lower) || words[index - 2]?.lower === 'now') return;
      singular = ONE_THING_IN_S.has(noun.lower) ? undefined : singularOf(noun.lower);
      if (followed || !singular || !articleFits(every.lower, singular)) return;
    }
    if (!singular) return;
    lints.push(nounNumberLint('WordloomEverySingular', every, noun, sentence, singular, 'singular'));
  });
  return lints;
}

export function formLints(sentence: string, context: SentenceContext): RawLint[] {
  const { words } = context.analysis;
  const flagged: Flagged = context.isFlagged;
  return [
    ...singularAfterQuantifier(words, sentence),
    ...singularAfterAmount(words, sentence),
    ...thisPlural(words, sentence),
    ...thirdPersonVerb(context.analysis, sentence),
    ...bareNounThirdPerson(words, sentence),
    ...everyPlural(words, sentence),
    ...lessPlural(words, sentence),
    ...overRegularised(words, sentence, flagged),
    ...uncountablePlurals(words, sentence, flagged),
    ...modalVerbs(words, sentence),
    ...questionDoVerbs(context.analysis, sentence),
    ...beAgree(words, sentence),
    ...beAgreeQuestion(words, sentence),
    ...beVeryAgree(words, sentence),
    ...haveBareVerb(words, sentence),
    ...perfectPastAfterAdverb(context.analysis, sentence),
    ...stateProgressive(words, sentence),
    ...beBareVerb(words, sentence),
    ...bareVerbPassive(words, sentence),
    ...beBeforeHabit(context.analysis, sentence),
    ...modalWithS(words, sentence),
    ...thereIsPlural(words, sentence),
    ...thereAreOne(sentence),
    ...thereAreUncountable(words, sentence),
  ];
}
