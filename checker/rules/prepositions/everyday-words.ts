import type { PhraseTable } from '../../engine/phrase-table';
import { EVERYDAY_PEOPLE_AND_AMOUNTS } from './everyday-people-amounts';
import { EVERYDAY_VERBS_AND_OBJECTS } from './everyday-verbs-objects';
import { EVERYDAY_MAKE_AND_DO } from './everyday-make-do';
import { EVERYDAY_DIRECT_OBJECTS } from './everyday-direct-objects';

/*
 * Preposition phrases, the table's second part: everyday words used where English has another ("close the
 * light" -> "turn off", "do mistakes" -> "make", "see TV" -> "watch"), pronouns in a pair ("Me and my friend"),
 * amounts ("a few money"), verbs that take their object directly ("reach to the station", "visit to"), among others.
 */

/**
 * Rows of PREPOSITION_PHRASES (learner-prepositions.ts), in the order they are tried: the four parts by topic,
 * concatenated in their rows' original order (the order breaks ties between two rows' fixes).
 */
export const EVERYDAY_WORD_PHRASES: PhraseTable = [
  ...EVERYDAY_PEOPLE_AND_AMOUNTS,
  ...EVERYDAY_VERBS_AND_OBJECTS,
  ...EVERYDAY_MAKE_AND_DO,
  ...EVERYDAY_DIRECT_OBJECTS,
];
