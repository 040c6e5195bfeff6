import type { EnglishVariety } from '@contract';
import { analyse } from '../engine/analysis';
import type { RawLint } from '../engine/lints';
import { SPELLING_RULES } from '../engine/rules';
import { habitualThirdPerson } from './learner-habits';
import { modalMissingBe } from './learner-missing-be';
import { pronounVerbForm } from './learner-pronoun-verbs';
import { formLints } from './learner-forms';
import { nounSubjectAgreement } from './learner-agreement';
import { partitiveLints } from './learner-partitives';
import { pastTimeLints } from './learner-past-time';
import { forSomeoneLints } from './learner-for-someone';
import { phraseLints } from './learner-phrases';
import { varietyPhraseLints } from './learner-time-phrases';
import { likeToDoLints } from './learner-verb-patterns';
import { extraTo } from './learner';
import { ruleEntry, type RegistryEntry, type Rule, type SentenceContext } from './rule';
import { adverbThirdPersonRule } from './declarations/adverb-third-person';
import { almostNounRule } from './declarations/almost-noun';
import { anotherPluralRule } from './declarations/another-plural';
import { articleRule } from './declarations/article';
import { bareAfterMakeRule } from './declarations/bare-after-make';
import { bareVerbAfterDoRule } from './declarations/bare-verb-after-do';
import { beAgreeRule } from './declarations/be-agree';
import { beBeforeHabitRule } from './declarations/be-before-habit';
import { beDoingRule } from './declarations/be-doing';
import { capitalAfterCommaRule } from './declarations/capital-after-comma';
import { clauseCommaRule } from './declarations/clause-comma';
import { clauseThirdPersonRule } from './declarations/clause-third-person';
import { colonSpaceRule } from './declarations/colon-space';
import { commaSpaceRule } from './declarations/comma-space';
import { commaSpliceRule } from './declarations/comma-splice';
import { commentCommaRule } from './declarations/comment-comma';
import { conditionWillRule } from './declarations/condition-will';
import { confusedWordRule } from './declarations/confused-word';
import { countedPluralRule } from './declarations/counted-plural';
import { describedThingArticleRule } from './declarations/described-thing-article';
import { differenceOrderRule } from './declarations/difference-order';
import { difficultForRule } from './declarations/difficult-for';
import { doQuestionRule } from './declarations/do-question';
import { doubleFullStopRule } from './declarations/double-full-stop';
import { doubleNegativeRule } from './declarations/double-negative';
import { doubleSubjectRule } from './declarations/double-subject';
import { endPunctuationRule } from './declarations/end-punctuation';
import { erComparativeRule } from './declarations/er-comparative';
import { everySingularRule } from './declarations/every-singular';
import { explainToRule } from './declarations/explain-to';
import { extraToRule } from './declarations/extra-to';
import { feelingAdjectiveRule } from './declarations/feeling-adjective';
import { fewerRule } from './declarations/fewer';
import { firstTimePerfectRule } from './declarations/first-time-perfect';
import { forSomeoneRule } from './declarations/for-someone';
import { fullWidthPunctuationRule } from './declarations/full-width-punctuation';
import { gerundRule } from './declarations/gerund';
import { gerundAfterPrepositionRule } from './declarations/gerund-after-preposition';
import { gerundPhraseRule } from './declarations/gerund-phrase';
import { gerundSubjectRule } from './declarations/gerund-subject';
import { groupNumberRule } from './declarations/group-number';
import { habitualPluralRule } from './declarations/habitual-plural';
import { habitualThirdPersonRule } from './declarations/habitual-third-person';
import { holidayNameRule } from './declarations/holiday-name';
import { introductoryClauseRule } from './declarations/introductory-clause';
import { introductoryCommaRule } from './declarations/introductory-comma';
import { introductoryPhraseRule } from './declarations/introductory-phrase';
import { irregularPluralRule } from './declarations/irregular-plural';
import { irregularVerbRule } from './declarations/irregular-verb';
import { jobArticleRule } from './declarations/job-article';
import { likeToDoRule } from './declarations/like-to-do';
import { manyUncountableRule } from './declarations/many-uncountable';
import { massNounPluralRule } from './declarations/mass-noun-plural';
import { missingArticleRule } from './declarations/missing-article';
import { missingBeRule } from './declarations/missing-be';
import { missingTheRule } from './declarations/missing-the';
import { missingWhoRule } from './declarations/missing-who';
import { modalAbleRule } from './declarations/modal-able';
import { modalBeVerbRule } from './declarations/modal-be-verb';
import { modalNoSRule } from './declarations/modal-no-s';
import { modalVerbRule } from './declarations/modal-verb';
import { nameArticleRule } from './declarations/name-article';
import { negativeEitherRule } from './declarations/negative-either';
import { noPassiveRule } from './declarations/no-passive';
import { nounAgreementRule } from './declarations/noun-agreement';
import { onePersonRule } from './declarations/one-person';
import { pairedConjunctionRule } from './declarations/paired-conjunction';
import { partOfStuffRule } from './declarations/part-of-stuff';
import { participleAsVerbRule } from './declarations/participle-as-verb';
import { particleOrderRule } from './declarations/particle-order';
import { partitivePluralRule } from './declarations/partitive-plural';
import { passiveParticipleRule } from './declarations/passive-participle';
import { pastPerfectRule } from './declarations/past-perfect';
import { pastTimeRule } from './declarations/past-time';
import { peopleAreRule } from './declarations/people-are';
import { peopleInGeneralRule } from './declarations/people-in-general';
import { perfectParticipleRule } from './declarations/perfect-participle';
import { perfectPastTimeRule } from './declarations/perfect-past-time';
import { perfectQuestionRule } from './declarations/perfect-question';
import { phraseRule } from './declarations/phrase';
import { pluralAfterQuantifierRule } from './declarations/plural-after-quantifier';
import { pluralComplementRule } from './declarations/plural-complement';
import { pluralSubjectVerbRule } from './declarations/plural-subject-verb';
import { preferToRule } from './declarations/prefer-to';
import { pronounPastBeRule } from './declarations/pronoun-past-be';
import { pronounPresentRule } from './declarations/pronoun-present';
import { quantifierOfRule } from './declarations/quantifier-of';
import { questionAuxiliaryRule } from './declarations/question-auxiliary';
import { questionDoRule } from './declarations/question-do';
import { questionOrderRule } from './declarations/question-order';
import { questionTagRule } from './declarations/question-tag';
import { quotedSpeechRule } from './declarations/quoted-speech';
import { relativeAgreementRule } from './declarations/relative-agreement';
import { relativePronounRule } from './declarations/relative-pronoun';
import { relativeRepeatRule } from './declarations/relative-repeat';
import { rememberToRule } from './declarations/remember-to';
import { reportedQuestionRule } from './declarations/reported-question';
import { samePluralRule } from './declarations/same-plural';
import { sayThatRule } from './declarations/say-that';
import { sentenceSpaceRule } from './declarations/sentence-space';
import { sentenceStartRule } from './declarations/sentence-start';
import { sincePerfectRule } from './declarations/since-perfect';
import { spendTimeDoingRule } from './declarations/spend-time-doing';
import { splitWordRule } from './declarations/split-word';
import { stateProgressiveRule } from './declarations/state-progressive';
import { suggestThatRule } from './declarations/suggest-that';
import { superlativeRule } from './declarations/superlative';
import { therRule } from './declarations/ther';
import { thereHaveRule } from './declarations/there-have';
import { thereIsMassRule } from './declarations/there-is-mass';
import { thereIsPluralRule } from './declarations/there-is-plural';
import { thirdPersonRule } from './declarations/third-person';
import { thisPluralRule } from './declarations/this-plural';
import { timeClauseWillRule } from './declarations/time-clause-will';
import { toInfinitiveRule } from './declarations/to-infinitive';
import { toThereRule } from './declarations/to-there';
import { twoPeopleRule } from './declarations/two-people';
import { uncountableArticleRule } from './declarations/uncountable-article';
import { unrealWouldRule } from './declarations/unreal-would';
import { veryVerbRule } from './declarations/very-verb';
import { wantToRule } from './declarations/want-to';
import { weatherItRule } from './declarations/weather-it';
import { wordOrderRule } from './declarations/word-order';

/*
 * The registry: every learner rule, in the order they run. The order is the last word between two fixes that
 * overlap when the conflict policy (engine/conflicts.ts) finds them equal. Adding a rule is one declaration
 * file (declarations/) and one line here.
 */
export const REGISTRY: readonly RegistryEntry[] = [
  {
    lints: formLints,
    rules: [
      thirdPersonRule,
      massNounPluralRule,
      irregularPluralRule,
      modalVerbRule,
      beAgreeRule,
      thereIsPluralRule,
      thereIsMassRule,
      pluralAfterQuantifierRule,
      thisPluralRule,
      everySingularRule,
      doQuestionRule,
      beDoingRule,
      manyUncountableRule,
      passiveParticipleRule,
      modalNoSRule,
      beBeforeHabitRule,
      perfectParticipleRule,
      stateProgressiveRule,
      modalBeVerbRule,
      fewerRule,
      irregularVerbRule,
      samePluralRule,
    ],
  },
  ruleEntry(toThereRule),
  ruleEntry(introductoryCommaRule),
  ruleEntry(endPunctuationRule),
  ruleEntry(questionTagRule),
  ruleEntry(capitalAfterCommaRule),
  ruleEntry(doubleFullStopRule),
  ruleEntry(fullWidthPunctuationRule),
  ruleEntry(commaSpaceRule),
  ruleEntry(colonSpaceRule),
  ruleEntry(sentenceSpaceRule),
  ruleEntry(quotedSpeechRule),
  ruleEntry(sentenceStartRule),
  ruleEntry(missingArticleRule),
  ruleEntry(quantifierOfRule),
  { lints: extraTo, rules: [extraToRule, suggestThatRule] },
  ruleEntry(bareAfterMakeRule),
  ruleEntry(almostNounRule),
  ruleEntry(clauseCommaRule),
  ruleEntry(therRule),
  {
    lints: phraseLints,
    rules: [
      onePersonRule,
      phraseRule,
      peopleAreRule,
      missingTheRule,
      feelingAdjectiveRule,
      veryVerbRule,
      pairedConjunctionRule,
      confusedWordRule,
      toInfinitiveRule,
      gerundPhraseRule,
      noPassiveRule,
      perfectQuestionRule,
      particleOrderRule,
      gerundSubjectRule,
      groupNumberRule,
      splitWordRule,
      wordOrderRule,
      nameArticleRule,
      relativeRepeatRule,
      extraToRule,
      differenceOrderRule,
      erComparativeRule,
      articleRule,
      unrealWouldRule,
      reportedQuestionRule,
      relativePronounRule,
      questionDoRule,
      weatherItRule,
      difficultForRule,
      twoPeopleRule,
      questionAuxiliaryRule,
      holidayNameRule,
      superlativeRule,
      doubleNegativeRule,
    ],
  },
  ruleEntry(thereHaveRule),
  ruleEntry(uncountableArticleRule),
  ruleEntry(bareVerbAfterDoRule),
  ruleEntry(negativeEitherRule),
  ruleEntry(gerundRule),
  ruleEntry(explainToRule),
  ruleEntry(modalAbleRule),
  { lints: forSomeoneLints, rules: [forSomeoneRule, peopleInGeneralRule] },
  ruleEntry(anotherPluralRule),
  ruleEntry(relativeAgreementRule),
  ruleEntry(countedPluralRule),
  { lints: (sentence, context) => varietyPhraseLints(sentence, context.variety), rules: [phraseRule] },
  { lints: partitiveLints, rules: [partitivePluralRule, partOfStuffRule] },
  { lints: modalMissingBe, rules: [missingBeRule] },
  ruleEntry(jobArticleRule),
  ruleEntry(describedThingArticleRule),
  { lints: pronounVerbForm, rules: [pronounPastBeRule, pronounPresentRule] },
  {
    lints: habitualThirdPerson,
    rules: [habitualThirdPersonRule, clauseThirdPersonRule, adverbThirdPersonRule],
  },
  ruleEntry(habitualPluralRule),
  ruleEntry(missingWhoRule),
  ruleEntry(spendTimeDoingRule),
  ruleEntry(missingBeRule),
  ruleEntry(introductoryPhraseRule),
  ruleEntry(introductoryClauseRule),
  ruleEntry(commentCommaRule),
  {
    lints: nounSubjectAgreement,
    rules: [nounAgreementRule, pluralSubjectVerbRule, doubleSubjectRule, peopleInGeneralRule],
  },
  ruleEntry(pluralComplementRule),
  ruleEntry(questionOrderRule),
  ruleEntry(pastPerfectRule),
  {
    lints: pastTimeLints,
    rules: [pastTimeRule, timeClauseWillRule, conditionWillRule, perfectPastTimeRule],
  },
  ruleEntry(participleAsVerbRule),
  ruleEntry(firstTimePerfectRule),
  ruleEntry(sincePerfectRule),
  ruleEntry(commaSpliceRule),
  ruleEntry(gerundAfterPrepositionRule),
  ruleEntry(wantToRule),
  ruleEntry(preferToRule),
  ruleEntry(sayThatRule),
  { lints: likeToDoLints, rules: [likeToDoRule, gerundRule] },
  ruleEntry(rememberToRule),
];

/** Every declared rule by id. */
export const RULES: ReadonlyMap<string, Rule> = new Map(
  REGISTRY.flatMap((entry) => entry.rules).map((rule) => [rule.id, rule]),
);

/** Harper's kinds that say "this word is not a word" (or not this form of it). */
const NOT_A_WORD_RULES = new Set([...SPELLING_RULES, 'RegularIrregulars']);

/** The learner rules' lints of a sentence, in registry order. */
export function learnerLints(
  sentence: string,
  harperLints: readonly RawLint[] = [],
  variety: EnglishVariety = 'american',
): RawLint[] {
  const flaggedSpans = new Set(
    harperLints.filter((lint) => NOT_A_WORD_RULES.has(lint.rule)).map((lint) => `${lint.start}:${lint.end}`),
  );
  // One analysis for the pass: every line reads the same words, clauses and subjects (the second pass calls
  // this again on the corrected sentence, and so reads an analysis of its own).
  const context: SentenceContext = {
    analysis: analyse(sentence),
    harperLints,
    variety,
    isFlagged: (word) => flaggedSpans.has(`${word.start}:${word.end}`),
  };
  return REGISTRY.flatMap((entry) => entry.lints(sentence, context));
}
