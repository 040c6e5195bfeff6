import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '@contract';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { TEST_DATABASES, type TestApp } from '../test/app';
import { createAiTestApp, createGeneration, request, type AiTestApp } from '../test/generations';
import { addWord } from '../test/words';

/*
 * alice: A1 public (abandon, calendar), A2 private (abandon, child), A3 public (calendar, abandon, leaf),
 *        A4 public (mouse): shares nothing.
 * bob:   B1 public (abandon), B2 private (calendar).
 * One minute apart, in that order, so "recent" is A1 < A2 < A3 < A4 < B1 < B2.
 */
describe.each(TEST_DATABASES)('who sees and changes generations (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const bobsWords: Record<string, string> = {};
  const g: Record<'A1' | 'A2' | 'A3' | 'A4' | 'B1' | 'B2', Generation> = {} as never;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
    t = ai.t;
    [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
    const a: Record<string, string> = {};
    for (const word of ['abandon', 'calendar', 'child', 'leaf', 'mouse']) {
      a[word] = (await addWord(t, alice.token, word)).id;
    }
    const b = bobsWords;
    for (const word of ['abandon', 'calendar']) b[word] = (await addWord(t, bob.token, word)).id;
    const plan: Array<[keyof typeof g, string, string[], boolean]> = [
      ['A1', alice.token, [a.abandon!, a.calendar!], true],
      ['A2', alice.token, [a.abandon!, a.child!], false],
      ['A3', alice.token, [a.calendar!, a.abandon!, a.leaf!], true],
      ['A4', alice.token, [a.mouse!], true],
      ['B1', bob.token, [b.abandon!], true],
      ['B2', bob.token, [b.calendar!], false],
    ];
    for (const [name, token, wordIds, isPublic] of plan) {
      t.advanceTime(60_000);
      g[name] = await createGeneration(t, token, wordIds, { isPublic });
    }
  });
  afterAll(() => ai.close());

  const viewers = () => ({ alice: alice.token, bob: bob.token, guest: null });

  describe('one generation by id', () => {
    it.each([
      ['alice', { A1: 200, A2: 200, B1: 200, B2: 404 }],
      ['bob', { A1: 200, A2: 404, B1: 200, B2: 200 }],
      ['guest', { A1: 200, A2: 404, B1: 200, B2: 404 }],
    ] as const)(
      'shows %s public ones and their own private ones; others are not found',
      async (who, expected) => {
        for (const [name, status] of Object.entries(expected)) {
          const generation = g[name as keyof typeof g];
          const { status: got, body } = await request(
            t,
            'GET',
            `/api/generations/${generation.id}`,
            viewers()[who],
          );
          expect(got, `${who} → ${name}`).toBe(status);
          if (status === 200) expect(body.generation).toEqual({ ...generation, likedByMe: false });
          else
            expect(body).toEqual({
              success: false,
              code: 'NOT_FOUND',
              message: 'Failed to fetch generation',
            });
        }
      },
    );

    it('treats an expired or forged token like a guest', async () => {
      const forged = 'not.a.token';
      expect((await request(t, 'GET', `/api/generations/${g.A1.id}`, forged)).status).toBe(200);
      expect((await request(t, 'GET', `/api/generations/${g.A2.id}`, forged)).status).toBe(404);
    });

    it('answers an unknown id 404, in the caller’s language', async () => {
      const { status, body } = await request(t, 'GET', '/api/generations/nope', null, { language: 'zh' });
      expect(status).toBe(404);
      expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    });

    it('shows the likes count, and likedByMe for the signed-in viewer only', async () => {
      await t.database.db
        .updateTable('published_items')
        .set({ likes: 3 })
        .where('id', '=', g.B1.id)
        .execute();
      await t.database.db
        .insertInto('likes')
        .values({
          user_id: alice.user.id,
          item_id: g.B1.id,
          created_at: g.B1.createdAt,
        })
        .execute();
      await t.forgetReads();
      const url = `/api/generations/${g.B1.id}`;
      expect((await request(t, 'GET', url, alice.token)).body.generation).toMatchObject({
        likes: 3,
        likedByMe: true,
      });
      expect((await request(t, 'GET', url, bob.token)).body.generation).toMatchObject({
        likes: 3,
        likedByMe: false,
      });
      expect((await request(t, 'GET', url, null)).body.generation).toMatchObject({
        likes: 3,
        likedByMe: false,
      });
      await t.database.db
        .updateTable('published_items')
        .set({ likes: 0 })
        .where('id', '=', g.B1.id)
        .execute();
      await t.database.db.deleteFrom('likes').execute();
    });
  });

  describe('related generations', () => {
    const related = async (name: keyof typeof g, token: string | null, query = '') => {
      const response = await request(t, 'GET', `/api/generations/${g[name].id}/related${query}`, token);
      return {
        status: response.status,
        names: ((response.body.generations ?? []) as Generation[]).map(
          (generation) => Object.entries(g).find(([, known]) => known.id === generation.id)?.[0],
        ),
        body: response.body,
      };
    };

    it.each([
      // A3 shares two words with A1; the others one each, newest first.
      ['alice', ['A3', 'B1', 'A2']],
      ['bob', ['A3', 'B2', 'B1']],
      ['guest', ['A3', 'B1']],
    ] as const)(
      'shows %s the visible ones sharing words, best overlap first, then newest',
      async (who, expected) => {
        const { status, names } = await related('A1', viewers()[who]);
        expect(status).toBe(200);
        expect(names).toEqual(expected);
      },
    );

    it('answers full generations, honours limit, and never lists the generation itself', async () => {
      const { body, names } = await related('A3', alice.token, '?limit=2');
      expect(names).toEqual(['A1', 'B1']);
      expect(body.generations[0]).toEqual(g.A1);
      expect((await related('A4', alice.token)).names).toEqual([]);
      expect((await related('A1', alice.token, '?limit=0')).status).toBe(400);
    });

    it('hides the related list of a generation the caller may not see', async () => {
      expect((await related('A2', bob.token)).status).toBe(404);
      expect((await related('A2', null)).status).toBe(404);
      expect((await related('A2', alice.token)).names).toEqual(['B1', 'A3', 'A1']);
    });
  });

  describe('privacy', () => {
    const setPrivacy = (id: string, token: string | null, isPublic: unknown, language?: string) =>
      request(t, 'PUT', `/api/generations/${id}/privacy`, token, { payload: { isPublic }, language });

    it('lets the owner make a generation public and private again', async () => {
      const made = await setPrivacy(g.A2.id, alice.token, true);
      expect(made.status).toBe(200);
      expect(made.body).toEqual({
        success: true,
        generation: { ...g.A2, isPublic: true },
        message: 'The sentence is now public',
      });
      expect((await request(t, 'GET', `/api/generations/${g.A2.id}`, null)).status).toBe(200);
      const hidden = await setPrivacy(g.A2.id, alice.token, false, 'zh');
      expect(hidden.body.generation.isPublic).toBe(false);
      expect(hidden.body.message).toMatch(/[\u4e00-\u9fff]/);
      expect((await setPrivacy(g.A2.id, alice.token, false)).body.message).toBe(
        'The sentence is now private',
      );
      expect((await request(t, 'GET', `/api/generations/${g.A2.id}`, null)).status).toBe(404);
    });

    it('answers anyone else 404 (public or not), a guest 401, a bad body 400, and changes nothing', async () => {
      expect((await setPrivacy(g.A1.id, bob.token, false)).status).toBe(404);
      expect((await setPrivacy(g.A2.id, bob.token, true)).body).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Failed to fetch generation',
      });
      expect((await setPrivacy(g.A1.id, null, false)).status).toBe(401);
      expect((await setPrivacy(g.A1.id, alice.token, 'yes')).status).toBe(400);
      expect((await request(t, 'GET', `/api/generations/${g.A1.id}`, null)).body.generation.isPublic).toBe(
        true,
      );
      expect((await request(t, 'GET', `/api/generations/${g.A2.id}`, null)).status).toBe(404);
    });
  });

  describe('deleting', () => {
    it('lets only the owner delete; to others it is not found', async () => {
      const victim = await createGeneration(t, bob.token, [bobsWords.abandon!]);
      expect((await request(t, 'DELETE', `/api/generations/${victim.id}`, alice.token)).status).toBe(404);
      expect((await request(t, 'DELETE', `/api/generations/${victim.id}`, null)).status).toBe(401);
      expect((await request(t, 'GET', `/api/generations/${victim.id}`, bob.token)).status).toBe(200);
      await t.database.db
        .insertInto('likes')
        .values({
          user_id: alice.user.id,
          item_id: victim.id,
          created_at: victim.createdAt,
        })
        .execute();
      const deleted = await request(t, 'DELETE', `/api/generations/${victim.id}`, bob.token);
      expect(deleted).toMatchObject({ status: 200, body: { success: true, message: 'Generation deleted' } });
      expect((await request(t, 'GET', `/api/generations/${victim.id}`, bob.token)).status).toBe(404);
      expect((await request(t, 'DELETE', `/api/generations/${victim.id}`, bob.token)).status).toBe(404);
      const likes = await t.database.db
        .selectFrom('likes')
        .selectAll()
        .where('item_id', '=', victim.id)
        .execute();
      expect(likes).toEqual([]);
      const words = await t.database.db
        .selectFrom('generation_words')
        .selectAll()
        .where('generation_id', '=', victim.id)
        .execute();
      expect(words).toEqual([]);
    });

    it('deletes all of the caller’s generations and only theirs', async () => {
      const carol = await registerUser(t);
      const dave = await registerUser(t);
      const carolsWord = (await addWord(t, carol.token, 'leaf')).id;
      const davesWord = (await addWord(t, dave.token, 'leaf')).id;
      for (let i = 0; i < 3; i += 1)
        await createGeneration(t, carol.token, [carolsWord], { isPublic: i === 0 });
      const davesOwn = await createGeneration(t, dave.token, [davesWord]);
      const response = await request(t, 'DELETE', '/api/generations/all', carol.token);
      expect(response).toMatchObject({
        status: 200,
        body: { success: true, deletedCount: 3, message: 'Deleted 3 generations' },
      });
      expect((await request(t, 'GET', '/api/generations', carol.token)).body.generations).toEqual([]);
      expect((await request(t, 'GET', `/api/generations/${davesOwn.id}`, dave.token)).status).toBe(200);
      const again = await request(t, 'DELETE', '/api/generations/all', carol.token, { language: 'zh' });
      expect(again.body.deletedCount).toBe(0);
      expect(again.body.message).toMatch(/[\u4e00-\u9fff]/);
      expect((await request(t, 'DELETE', '/api/generations/all', null)).status).toBe(401);
    });
  });
});
