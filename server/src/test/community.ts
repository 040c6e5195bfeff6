import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_PREFERENCES } from '@contract';
import { createSessionTokens } from '../auth/tokens';
import { createChecksRepository } from '../checks/repository';
import type { Db } from '../db/database';
import { transactions } from '../db/transaction';
import { createGenerationsRepository } from '../generations/repository';
import { systemClock } from '../lib/clock';
import { MemoryReadCache } from '../lib/read-cache';
import { hotScore } from '../lib/hot-score';
import { createLikesRepository } from '../likes/repository';
import { createPublishedRepository } from '../published/repository';
import { createPublishedService } from '../published/service';
import { createStatisticsRepository } from '../statistics/repository';
import type { TestApp } from './app';

export interface Learner {
  id: string;
  username: string;
  token: string;
}

/**
 * Learners written straight into the users table with a signed session each: many of them in a moment,
 * where registering through the API would spend an argon2 hash apiece. Their password is unusable.
 */
export async function createLearners(t: TestApp, count: number): Promise<Learner[]> {
  const tokens = createSessionTokens(t.config.appSecret, () => new Date());
  const now = new Date().toISOString();
  const learners: Learner[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const username = `learner_${randomBytes(5).toString('hex')}`;
    learners.push({ id, username, token: await tokens.sign({ userId: id, tokenVersion: 0 }) });
    await t.database.db
      .insertInto('users')
      .values({
        id,
        username,
        username_lower: username,
        email: `${username}@example.com`,
        password_hash: 'not-a-password-hash',
        token_version: 0,
        theme: DEFAULT_PREFERENCES.theme,
        language: DEFAULT_PREFERENCES.language,
        grammar_language: DEFAULT_PREFERENCES.grammarLanguage,
        show_in_community: 1,
        font_settings: JSON.stringify(DEFAULT_PREFERENCES.fontSettings),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return learners;
}

export interface SeedOptions {
  isPublic?: boolean;
  createdAt?: string;
  /** The words a generation used (lower-case). */
  words?: string[];
}

/**
 * A generation saved through the repositories as POST /generate saves it (with its statistics), without
 * the AI: for tests of the feeds, likes and numbers, where the sentence itself does not matter.
 */
export async function seedGeneration(t: TestApp, userId: string, options: SeedOptions = {}) {
  const id = randomUUID();
  const createdAt = options.createdAt ?? new Date().toISOString();
  const words = options.words ?? ['leaf'];
  const db = t.database.db;
  const generations = createGenerationsRepository(db);
  const item = seededItem(id, userId, createdAt, options);
  const row = {
    id,
    sentence: `A sentence with ${words.join(', ')}.`,
    translation: '一个句子。',
    grammar_explanation: 'Simple present.',
    grammar_points: JSON.stringify([{ title: 'Present', explanation: 'A habit.' }]),
  };
  const chosen = words.map((word, position) => ({
    generation_id: id,
    word_id: null,
    word,
    word_key: word.toLowerCase(),
    position,
  }));
  await transactions(db)(async (trx) => {
    await createPublishedRepository(db).insert(trx, 'generation', item);
    await generations.insert(trx, row);
    await generations.insertWords(trx, chosen, new Set());
    await createStatisticsRepository(db).record(trx, {
      userId,
      generation: { total: 1, public: item.is_public },
      wordsUsed: chosen.map(({ word_key }) => word_key),
    });
  });
  // Written behind the API's back: what the app read before must not hide it.
  await t.forgetReads();
  return id;
}

/** The published item of a seeded generation or check: a seed model, its visibility, no likes yet. */
function seededItem(id: string, userId: string, createdAt: string, options: SeedOptions) {
  return {
    id,
    user_id: userId,
    reasoning: null,
    model: 'seed-model',
    provider: 'seed',
    grammar_language: 'bilingual',
    is_public: options.isPublic === false ? 0 : 1,
    likes: 0,
    hot_score: hotScore(0, createdAt),
    created_at: createdAt,
  };
}

/** A sentence check saved through the repositories as POST /check saves it (with its statistics), without the AI. */
export async function seedCheck(t: TestApp, userId: string, options: SeedOptions = {}) {
  const id = randomUUID();
  const createdAt = options.createdAt ?? new Date().toISOString();
  const db = t.database.db;
  const item = seededItem(id, userId, createdAt, options);
  const row = {
    id,
    sentence: 'She go to school.',
    corrected_sentence: 'She goes to school.',
    is_correct: 0,
    score: 70,
    explanation: 'Third person singular.',
    issues: JSON.stringify([]),
    unknown_words: JSON.stringify([]),
  };
  await transactions(db)(async (trx) => {
    await createPublishedRepository(db).insert(trx, 'check', item);
    await createChecksRepository(db).insert(trx, row, ['school']);
    await createStatisticsRepository(db).record(trx, { userId, check: { total: 1, public: item.is_public } });
  });
  // Written behind the API's back: what the app read before must not hide it.
  await t.forgetReads();
  return id;
}

/** Deletes a generation as DELETE /generations/:id does (its words, likes and statistics). */
export function deleteGeneration(db: Db, userId: string, id: string): Promise<void> {
  const generations = createGenerationsRepository(db);
  return createPublishedService({
    kind: 'generation',
    published: createPublishedRepository(db),
    likes: createLikesRepository(db),
    statistics: createStatisticsRepository(db),
    transaction: transactions(db),
    clock: systemClock,
    readCache: new MemoryReadCache(),
    removeParts: (trx, ids) => generations.deleteWordsOf(trx, ids),
  }).delete(userId, id);
}
