import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReviewCard } from '@contract';
import { createAiEngine, type AiCaller } from '../ai';
import { learnerFrom } from '../auth/learner';
import { createUsersRepository } from '../auth/repository';
import { transactions } from '../db/transaction';
import type { Dictionary } from '../dictionary';
import { MemoryReadCache } from '../lib/read-cache';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { generationJson, startScriptedProvider, type ScriptedProvider } from '../test/ai-provider';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { openFixtureDictionary } from '../test/dictionary';
import { addWord } from '../test/words';
import { createAiSentencePool, type AiSentencePool } from './ai-sentence-pool';
import { createReviewRepository } from './repository';
import { createReviewService } from './service';

const HOUR = 60 * 60_000;

/*
 * The last cloze source (docs/api-conventions.md, "Word books and plans"): when the platform AI is configured, a word no
 * other source has a sentence for gets one written once, in the background, checked to use the word, and
 * kept for every learner. The platform here is the scripted OpenAI-compatible server of the tests.
 */
describe.each(TEST_DATABASES)('the AI sentence pool (%s)', (database) => {
  let provider: ScriptedProvider;
  let t: TestApp;
  let dictionary: Dictionary;
  const pools: AiSentencePool[] = [];
  beforeAll(async () => {
    provider = await startScriptedProvider();
    t = await createTestApp({ database, ai: { baseUrl: provider.baseUrl } });
    dictionary = await openFixtureDictionary();
  });
  afterEach(() => provider.reset());
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    dictionary.close();
    await t.close();
    await provider.close();
  });

  /** A queue on the app's database with a pool of its own; `platform: false` is an install on `offline`. */
  const setUp = ({ platform = true } = {}) => {
    const warnings: object[] = [];
    const keysAskedFor: string[] = [];
    const review = createReviewRepository(t.database.db);
    const engine = createAiEngine({
      config: platform ? t.config.ai : { ...t.config.ai, provider: 'offline' },
      dictionary,
      // A learner's own key would be found here: the pool must never ask for one.
      customSource: async (caller: AiCaller) => {
        keysAskedFor.push(caller.userId);
        return null;
      },
    });
    const pool = createAiSentencePool({
      engine,
      review,
      transaction: transactions(t.database.db),
      dictionary,
      clock: () => t.now(),
      logger: { warn: (details) => void warnings.push(details) },
    });
    pools.push(pool);
    const service = createReviewService({
      review,
      transaction: transactions(t.database.db),
      dictionary,
      clock: () => t.now(),
      readCache: new MemoryReadCache(),
      aiSentences: pool,
    });
    const clozeOf = async (user: RegisteredUser, word: string) => {
      t.advanceTime(1000);
      const row = await createUsersRepository(t.database.db).findById(user.user.id);
      const { cards } = await service.queue(learnerFrom(row!), 20);
      return cards.find((card: ReviewCard) => card.word.word === word)?.cloze;
    };
    return { clozeOf, warnings, keysAskedFor, pool };
  };
  const pooled = (wordKey: string) =>
    t.database.db.selectFrom('ai_sentences').selectAll().where('word_key', '=', wordKey).executeTakeFirst();

  it('asks once for a word no source has a sentence for; the next read of anyone’s queue uses it', async () => {
    const { clozeOf, keysAskedFor } = setUp();
    const alice = await registerUser(t);
    await addWord(t, alice.token, 'diary');
    const sentence = 'I keep a diary of every trip I take.';
    provider.enqueue({ content: generationJson({ sentence, translation: '我每次旅行都记日记。' }) });

    expect(await clozeOf(alice, 'diary')).toBeNull();
    // The queue did not wait, and a second read (the sentence being written, or written by now: the
    // provider answers at once) asks nothing more.
    await clozeOf(alice, 'diary');
    await vi.waitFor(async () => expect(await pooled('diary')).toBeDefined());
    expect(provider.completions).toHaveLength(1);
    expect(await pooled('diary')).toMatchObject({ sentence, model: 'scripted-model' });
    expect(keysAskedFor).not.toContain(alice.user.id);

    const bob = await registerUser(t);
    await addWord(t, bob.token, 'diary');
    expect(await clozeOf(bob, 'diary')).toEqual({
      text: 'I keep a ____ of every trip I take.',
      answer: 'diary',
      translation: '我每次旅行都记日记。',
      generationId: null,
      sentence,
      source: 'ai',
    });
    expect(provider.completions).toHaveLength(1);
  });

  it('does not ask again for a word it has just written, when a read that missed the sentence asks late', async () => {
    const { pool } = setUp();
    provider.enqueue({ content: generationJson({ sentence: 'She wrote a poem about the sea.' }) });
    const words = [{ word: 'poem', word_key: 'poem' }];
    pool.ask(words, 'american');
    await vi.waitFor(async () => expect(await pooled('poem')).toBeDefined());
    // A queue read that found no sentence before it was written asks once the request has finished.
    await vi.waitFor(() => expect(provider.completions).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    pool.ask(words, 'american');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(provider.completions).toHaveLength(1);
  });

  it('keeps no sentence that does not use the word, and asks again only an hour after a failure', async () => {
    const { clozeOf, warnings } = setUp();
    const carol = await registerUser(t);
    await addWord(t, carol.token, 'dairy');
    // The engine's own check refuses it too; both attempts answer a sentence without the word.
    const without = { content: generationJson({ sentence: 'We bought milk and cheese at the farm.' }) };
    provider.enqueue(without, without);
    expect(await clozeOf(carol, 'dairy')).toBeNull();
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(await pooled('dairy')).toBeUndefined();
    const asked = provider.completions.length;

    t.advanceTime(HOUR / 2);
    expect(await clozeOf(carol, 'dairy')).toBeNull();
    expect(provider.completions).toHaveLength(asked);

    t.advanceTime(HOUR);
    const sentence = 'The dairy down the road sells fresh butter.';
    provider.enqueue({ content: generationJson({ sentence }) });
    await clozeOf(carol, 'dairy');
    await vi.waitFor(async () => expect(await pooled('dairy')).toMatchObject({ sentence }));
    expect(await clozeOf(carol, 'dairy')).toMatchObject({ source: 'ai', answer: 'dairy' });
  });

  it('asks nothing for a word that has a cloze from another source, nor when the platform AI is not set up', async () => {
    const dave = await registerUser(t);
    await addWord(t, dave.token, 'abandon');
    expect(await setUp().clozeOf(dave, 'abandon')).toMatchObject({ source: 'dictionary' });

    await addWord(t, dave.token, 'weird');
    expect(await setUp({ platform: false }).clozeOf(dave, 'weird')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(provider.completions).toHaveLength(0);
    expect(await pooled('weird')).toBeUndefined();
  });
});

/* The app wires the pool as the operator configures it (AI_SENTENCE_POOL, on unless said otherwise). */
describe('the AI sentence pool in the app', () => {
  let provider: ScriptedProvider;
  beforeAll(async () => {
    provider = await startScriptedProvider();
  });
  afterEach(() => provider.reset());
  afterAll(() => provider.close());

  for (const setting of ['on', 'off'] as const) {
    it(`AI_SENTENCE_POOL=${setting}: a queue read ${setting === 'on' ? 'has a sentence written' : 'asks for nothing'} for a word with none`, async () => {
      const t = await createTestApp({
        ai: { baseUrl: provider.baseUrl },
        env: { AI_SENTENCE_POOL: setting },
      });
      try {
        const erin = await registerUser(t);
        await addWord(t, erin.token, 'diary');
        const sentence = 'She wrote in her diary every night.';
        provider.enqueue({ content: generationJson({ sentence }) });
        const queue = await t.app.inject({
          method: 'GET',
          url: '/api/review/queue',
          headers: { authorization: `Bearer ${erin.token}` },
        });
        expect(queue.statusCode).toBe(200);
        const pooled = () =>
          t.database.db
            .selectFrom('ai_sentences')
            .selectAll()
            .where('word_key', '=', 'diary')
            .executeTakeFirst();
        if (setting === 'on') {
          await vi.waitFor(async () => expect(await pooled()).toMatchObject({ sentence }));
        } else {
          await new Promise((resolve) => setTimeout(resolve, 200));
          expect(provider.completions).toHaveLength(0);
          expect(await pooled()).toBeUndefined();
        }
      } finally {
        await t.close();
      }
    });
  }
});
