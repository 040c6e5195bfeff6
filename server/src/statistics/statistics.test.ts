import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicStats, SiteStatistics } from '@contract';
import { bearer, registerUser } from '../test/accounts';
import type { TestApp } from '../test/app';
import { TEST_DATABASES } from '../test/app';
import { createLearners, seedCheck, seedGeneration, type Learner } from '../test/community';
import { createAiTestApp, createGeneration, type AiTestApp } from '../test/generations';
import { addWord } from '../test/words';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

describe.each(TEST_DATABASES)('statistics (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let learners: Learner[];
  let alice: Learner;
  let bob: Learner;
  let carol: Learner;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
    t = ai.t;
    learners = await createLearners(t, 4);
    [alice, bob, carol] = learners as [Learner, Learner, Learner];
  });
  afterAll(() => ai.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) => {
    const response = await t.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json();
  };

  async function numbers() {
    const site = (await call('GET', '/api/statistics')).statistics as SiteStatistics;
    const generations = (await call('GET', '/api/generations/public/stats')).stats as PublicStats;
    const checks = (await call('GET', '/api/checks/public/stats')).stats as PublicStats;
    return { site, generations, checks };
  }

  /** The same numbers the slow way: reading the whole tables. */
  async function recount() {
    const { db } = t.database;
    const midnight = new Date();
    midnight.setUTCHours(0, 0, 0, 0);
    const items = async (kind: 'generation' | 'check') => {
      const rows = await db
        .selectFrom('published_items')
        .select(['user_id', 'is_public', 'likes', 'created_at'])
        .where('kind', '=', kind)
        .execute();
      const open = rows.filter((row) => row.is_public === 1);
      return {
        rows,
        stats: {
          total: open.length,
          totalLikes: open.reduce((sum, row) => sum + row.likes, 0),
          contributors: new Set(open.map((row) => row.user_id)).size,
          today: open.filter((row) => row.created_at >= midnight.toISOString()).length,
        },
      };
    };
    const [generations, checks] = [await items('generation'), await items('check')];
    const words = await db.selectFrom('generation_words').select('word_key').distinct().execute();
    return {
      site: {
        generations: generations.rows.length,
        sentenceChecks: checks.rows.length,
        wordsPracticed: words.length,
        activeLearners: new Set([...generations.rows, ...checks.rows].map((row) => row.user_id)).size,
      },
      generations: generations.stats,
      checks: checks.stats,
    };
  }

  async function expectTrue() {
    const shown = await numbers();
    expect(shown).toEqual(await recount());
    return shown;
  }

  it('starts at zero, for guests too', async () => {
    expect(await expectTrue()).toEqual({
      site: { generations: 0, sentenceChecks: 0, wordsPracticed: 0, activeLearners: 0 },
      generations: { total: 0, totalLikes: 0, contributors: 0, today: 0 },
      checks: { total: 0, totalLikes: 0, contributors: 0, today: 0 },
    });
  });

  it('counts what learners create, public and private, and distinct words practiced', async () => {
    await seedGeneration(t, alice.id, { words: ['leaf', 'mouse'] });
    await seedGeneration(t, alice.id, { words: ['leaf'], isPublic: false });
    await seedGeneration(t, bob.id, { words: ['Leaf', 'calendar'], createdAt: yesterday() });
    await seedCheck(t, carol.id);
    await seedCheck(t, carol.id, { isPublic: false });
    // And one through the real AI engine and API, as a learner makes it.
    const dave = await registerUser(t);
    const word = await addWord(t, dave.token, 'abandon');
    await createGeneration(t, dave.token, [word.id], { isPublic: false });
    expect(await expectTrue()).toEqual({
      site: { generations: 4, sentenceChecks: 2, wordsPracticed: 4, activeLearners: 4 },
      generations: { total: 2, totalLikes: 0, contributors: 2, today: 1 },
      checks: { total: 1, totalLikes: 0, contributors: 1, today: 1 },
    });
  });

  it('follows likes on public items only, and privacy changes with their likes', async () => {
    const shared = await seedGeneration(t, bob.id, { words: ['leaf'] });
    const own = await seedGeneration(t, carol.id, { isPublic: false, words: ['zebra'] });
    for (const liker of [alice, carol, learners[3]!])
      await call('POST', `/api/generations/${shared}/like`, liker.token);
    await call('POST', `/api/generations/${own}/like`, carol.token);
    let shown = await expectTrue();
    expect(shown.generations).toMatchObject({ total: 3, totalLikes: 3, contributors: 2 });
    expect(shown.site.wordsPracticed).toBe(5);

    await call('PUT', `/api/generations/${shared}/privacy`, bob.token, { isPublic: false });
    shown = await expectTrue();
    // bob's other public generation is yesterday's, so he is still a contributor.
    expect(shown.generations).toMatchObject({ total: 2, totalLikes: 0, contributors: 2 });
    // Saying the same again changes nothing.
    await call('PUT', `/api/generations/${shared}/privacy`, bob.token, { isPublic: false });
    await call('PUT', `/api/generations/${own}/privacy`, carol.token, { isPublic: true });
    shown = await expectTrue();
    expect(shown.generations).toMatchObject({ total: 3, totalLikes: 1, contributors: 3 });
    await call('PUT', `/api/generations/${shared}/privacy`, bob.token, { isPublic: true });
    await call('POST', `/api/generations/${shared}/like`, alice.token);
    expect((await expectTrue()).generations).toMatchObject({ total: 4, totalLikes: 3 });
  });

  it('takes deleted items, their likes and their words out', async () => {
    const [check] = await t.database.db
      .selectFrom('published_items')
      .select('id')
      .where('kind', '=', 'check')
      .where('is_public', '=', 1)
      .execute();
    await call('POST', `/api/checks/${check!.id}/like`, alice.token);
    expect((await expectTrue()).checks).toMatchObject({ total: 1, totalLikes: 1, contributors: 1 });

    const zebra = await t.database.db
      .selectFrom('generation_words')
      .innerJoin('generations', 'generations.id', 'generation_words.generation_id')
      .select('generations.id')
      .where('word_key', '=', 'zebra')
      .executeTakeFirstOrThrow();
    await call('DELETE', `/api/generations/${zebra.id}`, carol.token);
    let shown = await expectTrue();
    expect(shown.site.wordsPracticed).toBe(4);

    await call('DELETE', '/api/generations/all', bob.token);
    shown = await expectTrue();
    // bob had generations only: he is no longer an active learner.
    expect(shown.site).toMatchObject({ wordsPracticed: 3, activeLearners: 3 });
    expect(shown.generations).toMatchObject({ contributors: 1 });

    await call('DELETE', '/api/checks/all', carol.token);
    shown = await expectTrue();
    expect(shown.checks).toEqual({ total: 0, totalLikes: 0, contributors: 0, today: 0 });
    expect(shown.site).toMatchObject({ sentenceChecks: 0, activeLearners: 2 });

    await call('DELETE', '/api/content', alice.token);
    shown = await expectTrue();
    expect(shown.site).toEqual({ generations: 1, sentenceChecks: 0, activeLearners: 1, wordsPracticed: 1 });
  });
});
