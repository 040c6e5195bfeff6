import type { PhraseTable } from '../engine/phrase-table';
import { TO_BEFORE_VERB } from './learner-infinitives-verbs';
import { TO_AFTER_VERB } from './learner-infinitives-forms';

/*
 * Learner rules about a verb's "to": the phrases whose verb takes "to" ("want go" -> "want to go", "It is
 * difficult learn" -> "difficult to learn"), and those whose bare verb or -ing form a learner writes as "to"
 * (TO_INFINITIVE, one table of the phrase family: learner-phrases.ts runs it).
 */

/** The table's rows in two parts, concatenated in their order (the order breaks ties between their fixes). */
export const TO_INFINITIVE: PhraseTable = [...TO_BEFORE_VERB, ...TO_AFTER_VERB];
