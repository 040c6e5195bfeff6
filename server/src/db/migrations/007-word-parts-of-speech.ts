import type { Kysely } from 'kysely';
import type { AppMigration } from './types';

/*
 * A word has every part of speech the dictionary gives ('run': noun, verb, adjective), not only its main one.
 * Existing words get null here: the dictionary is opened only after migrations (the first start builds it), so
 * fillPartsOfSpeech (words/fill-parts-of-speech.ts) reads their parts from it at start-up.
 */
export const wordPartsOfSpeech: AppMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('words').addColumn('parts_of_speech', 'text').execute();
  },
};
