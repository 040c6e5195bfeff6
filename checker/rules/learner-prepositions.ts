import type { PhraseTable } from '../engine/phrase-table';
import { VERB_AND_ADJECTIVE_PHRASES } from './prepositions/verbs-and-adjectives';
import { EVERYDAY_WORD_PHRASES } from './prepositions/everyday-words';
import { SET_PHRASES } from './prepositions/set-phrases';

/*
 * Learner rules about a phrase's preposition, or a word used where English has another: "in the other
 * hand", "depend of", "married with", "return back", "listen music", "wait me", "borrow me your pen".
 * The rows live in prepositions/, in three parts; their order is the order they are tried, which decides
 * between two rows' fixes of the same words (the conflict policy's last step).
 */

/** Phrases with the wrong preposition, and what they should be ("in the other hand" -> "on the other hand"). */
export const PREPOSITION_PHRASES: PhraseTable = [
  ...VERB_AND_ADJECTIVE_PHRASES,
  ...EVERYDAY_WORD_PHRASES,
  ...SET_PHRASES,
];
