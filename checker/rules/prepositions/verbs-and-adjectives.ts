import type { PhraseTable } from '../../engine/phrase-table';
import { ADJECTIVE_AND_DAILY_PHRASES } from './adjectives-and-daily-life';
import { ESSAY_PHRASES } from './essay-phrases';
import { OWN_PREPOSITION_PHRASES } from './own-prepositions';

/*
 * Preposition phrases, the table's first part: a verb's, an adjective's or a place's own preposition ("depend
 * of" -> "depend on", "angry on me" -> "angry with me", "arrived at Beijing" -> "in"), an age ("a five years
 * old boy"), "welcome you to", a country's "the", among others. The rows live in three files; their order is
 * the order they are tried, which decides between two rows' fixes of the same words.
 */

/** Rows of PREPOSITION_PHRASES (learner-prepositions.ts), in the order they are tried. */
export const VERB_AND_ADJECTIVE_PHRASES: PhraseTable = [
  ...OWN_PREPOSITION_PHRASES,
  ...ESSAY_PHRASES,
  ...ADJECTIVE_AND_DAILY_PHRASES,
];
