import { PREPOSITIONS, DAY_WORDS } from '../../lexicon/words';

/* The words the preposition phrases (learner-prepositions.ts) build their patterns from. */

/** Verbs of having or using time, after which "many time" is an amount: "I don't have many time". */
export const TIME_HAD_BEFORE =
  /\b(?:have|has|had|need|needs|needed|spend|spends|spent|waste|wastes|wasted|take|takes|took|give|gives|gave)\s+(?:not\s+)?$/i;

/**
 * What may follow "go shopping" when the -ing word is the activity: a preposition, a time, a joining word
 * ("go to shopping with my mother", "tomorrow", "and"); any other word may be the noun it describes ("go to
 * shopping malls", "went to swimming class").
 */
export const AFTER_ACTIVITY = new Set([
  ...PREPOSITIONS,
  ...DAY_WORDS,
  ...'now later again together alone every last next this and or but so because when then often once'.split(
    ' ',
  ),
]);

/**
 * Where a subject pronoun starts its clause, as a lookbehind: "the music I enjoy." has its object before it.
 */
export const SUBJECT_STARTS_CLAUSE =
  '(?<=(?:^|[.!?,;:]\\s*|\\b(?:hope|hoped|think|thought|because|and|so|but|when|if|wish|know|sure)\\s+))';

/** The verbs after "Welcome you to" that make an invitation: "You are welcome to visit our school". */
export const WELCOMED_TO_DO = new Set(
  'visit join see stay use try contact attend share enjoy call ask write bring take play study work live'.split(
    ' ',
  ),
);
