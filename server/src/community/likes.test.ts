import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '@contract';
import { bearer } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { createLearners, seedCheck, seedGeneration, type Learner } from '../test/community';
import { hotScore } from '../lib/hot-score';

type Path = 'generations' | 'checks';

describe.each(TEST_DATABASES)('likes (%s)', (database) => {
  let t: TestApp;
  let learners: Learner[];
  let alice: Learner;
  let bob: Learner;
  beforeAll(async () => {
    t = await createTestApp({ database });
    learners = await createLearners(t, 50);
    [alice, bob] = learners as [Learner, Learner];
  });
  afterAll(() => t.close());

  const like = async (path: Path, id: string, token: string | null, language?: string) => {
    const response = await t.inject({
      method: 'POST',
      url: `/api/${path}/${id}/like`,
      headers: { ...(token ? bearer(token) : {}), ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const get = async (path: Path, id: string, token: string | null) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${path}/${id}`,
      headers: token ? bearer(token) : {},
    });
    return response.json()[path === 'generations' ? 'generation' : 'check'] as Generation;
  };
  const stored = (id: string) =>
    t.database.db
      .selectFrom('published_items')
      .select(['likes', 'hot_score', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const likeRows = (id: string) =>
    t.database.db.selectFrom('likes').selectAll().where('item_id', '=', id).execute();

  it.each(['generations', 'checks'] as const)(
    'toggles the caller’s like on %s, moving the count and the hot score',
    async (path) => {
      const id = path === 'generations' ? await seedGeneration(t, bob.id) : await seedCheck(t, bob.id);
      const created = await stored(id);
      expect(created.hot_score).toBe(hotScore(0, created.created_at));

      expect(await like(path, id, alice.token)).toEqual({
        status: 200,
        body: { success: true, liked: true, likes: 1, message: 'Liked' },
      });
      expect(await get(path, id, alice.token)).toMatchObject({ likes: 1, likedByMe: true });
      expect(await get(path, id, bob.token)).toMatchObject({ likes: 1, likedByMe: false });
      expect(await get(path, id, null)).toMatchObject({ likes: 1, likedByMe: false });

      expect((await like(path, id, bob.token)).body).toMatchObject({ liked: true, likes: 2 });
      const twice = await stored(id);
      expect(twice.likes).toBe(2);
      expect(twice.hot_score).toBe(hotScore(2, created.created_at));
      expect(twice.hot_score).toBeGreaterThan(created.hot_score);

      expect((await like(path, id, alice.token)).body).toEqual({
        success: true,
        liked: false,
        likes: 1,
        message: 'Like removed',
      });
      expect(await get(path, id, alice.token)).toMatchObject({ likes: 1, likedByMe: false });
      expect((await stored(id)).hot_score).toBe(hotScore(1, created.created_at));
      expect((await likeRows(id)).map((row) => row.user_id)).toEqual([bob.id]);
      expect((await like(path, id, alice.token, 'zh')).body.message).toBe('已点赞');
    },
  );

  it.each(['generations', 'checks'] as const)(
    'counts 50 learners liking one of %s at once exactly 50 times',
    async (path) => {
      const id = path === 'generations' ? await seedGeneration(t, alice.id) : await seedCheck(t, alice.id);
      const answers = await Promise.all(learners.map((learner) => like(path, id, learner.token)));
      expect(answers.every(({ status, body }) => status === 200 && body.liked === true)).toBe(true);
      // Each answer is the count right after that like: 1..50, each once.
      expect(answers.map(({ body }) => body.likes as number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect((await stored(id)).likes).toBe(50);
      expect(await likeRows(id)).toHaveLength(50);

      // And all of them taking it back at once, plus one double click each for half of them.
      const undo = await Promise.all([
        ...learners.map((learner) => like(path, id, learner.token)),
        ...learners
          .slice(0, 25)
          .flatMap((learner) => [like(path, id, learner.token), like(path, id, learner.token)]),
      ]);
      expect(undo.every(({ status }) => status === 200)).toBe(true);
      const { likes, hot_score, created_at } = await stored(id);
      expect(likes).toBe((await likeRows(id)).length);
      expect(hot_score).toBe(hotScore(likes, created_at));
    },
  );

  it('lets only those who may see an item like it: others get 404, guests 401', async () => {
    const hidden = await seedGeneration(t, alice.id, { isPublic: false });
    const hiddenCheck = await seedCheck(t, alice.id, { isPublic: false });
    expect(await like('generations', hidden, bob.token)).toMatchObject({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Failed to fetch generation' },
    });
    expect(await like('checks', hiddenCheck, bob.token)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Sentence check not found' },
    });
    expect((await like('generations', 'no-such-id', bob.token)).status).toBe(404);
    expect((await like('checks', 'no-such-id', bob.token, 'zh')).body.message).toBe('未找到该语法检查');
    expect((await stored(hidden)).likes).toBe(0);
    expect(await likeRows(hidden)).toEqual([]);

    // The owner sees their private items, so may like them.
    expect((await like('generations', hidden, alice.token)).body).toMatchObject({ liked: true, likes: 1 });

    const open = await seedGeneration(t, alice.id);
    expect(await like('generations', open, null)).toMatchObject({
      status: 401,
      body: { success: false, code: 'UNAUTHORIZED' },
    });
    expect((await like('generations', open, 'not.a.token')).status).toBe(401);
    expect(await likeRows(open)).toEqual([]);
  });

  it('lifts a liked item in the trending feed', async () => {
    const older = await seedGeneration(t, bob.id, {
      createdAt: new Date(Date.now() + 86_400_000 * 2).toISOString(),
    });
    const newer = await seedGeneration(t, bob.id, {
      createdAt: new Date(Date.now() + 86_400_000 * 2 + 3_600_000).toISOString(),
    });
    const top = async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/generations/public?sort=trending&limit=2',
      });
      return (response.json().generations as Generation[]).map((item) => item.id);
    };
    expect(await top()).toEqual([newer, older]);
    // Ten likes are worth 12.5 hours of freshness: one hour newer loses to them.
    for (const learner of learners.slice(0, 10)) await like('generations', older, learner.token);
    expect(await top()).toEqual([older, newer]);
  });

  it('shows a guest reading the compressed feed a like at once (its shared bytes are made anew)', async () => {
    const item = await seedGeneration(t, bob.id, {
      createdAt: new Date(Date.now() + 86_400_000 * 5).toISOString(),
    });
    const likesSeen = async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/generations/public?sort=recent&limit=5',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      const page = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
      expect(page.generations[0].id).toBe(item);
      return page.generations[0].likes as number;
    };
    expect(await likesSeen()).toBe(0);
    expect(await likesSeen()).toBe(0);
    await like('generations', item, alice.token);
    expect(await likesSeen()).toBe(1);
  });

  it('shows each signed-in reader their own likes at once, and never another reader’s', async () => {
    const item = await seedGeneration(t, bob.id, {
      createdAt: new Date(Date.now() + 86_400_000 * 6).toISOString(),
    });
    const seenBy = async (token: string) => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/generations/public?sort=recent&limit=5',
        headers: { 'accept-encoding': 'br', ...bearer(token) },
      });
      expect(response.headers['content-encoding']).toBe('br');
      const first = JSON.parse(brotliDecompressSync(response.rawPayload).toString()).generations[0];
      expect(first.id).toBe(item);
      return { likes: first.likes as number, likedByMe: first.likedByMe as boolean };
    };
    const result = async (token: string) => {
      const { likes, likedByMe } = await get('generations', item, token);
      return { likes, likedByMe };
    };
    // Read twice each, so that each reader's page and result page are kept before anyone likes.
    for (let round = 0; round < 2; round += 1) {
      expect(await seenBy(alice.token)).toEqual({ likes: 0, likedByMe: false });
      expect(await seenBy(bob.token)).toEqual({ likes: 0, likedByMe: false });
      expect(await result(alice.token)).toEqual({ likes: 0, likedByMe: false });
    }
    await like('generations', item, alice.token);
    expect(await seenBy(alice.token)).toEqual({ likes: 1, likedByMe: true });
    expect(await seenBy(bob.token)).toEqual({ likes: 1, likedByMe: false });
    expect(await result(alice.token)).toEqual({ likes: 1, likedByMe: true });
    expect(await result(bob.token)).toEqual({ likes: 1, likedByMe: false });
  });
});
