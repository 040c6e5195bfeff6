import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentenceCheck } from '@contract';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { TEST_DATABASES, type TestApp } from '../test/app';
import { createAiTestApp, createCheck, request, type AiTestApp } from '../test/generations';

/* One minute apart, in this order. Content words shared with C1 (old, bridge, crosses, river) in brackets. */
const PLAN = [
  ['C1', 'alice', 'The old bridge crosses the river.', true],
  ['C2', 'alice', 'A bridge over the river at night.', false], // [bridge, river]
  ['C3', 'alice', 'Cats sleep all day.', true], // []
  ['C4', 'bob', 'The river is cold.', true], // [river]
  ['C5', 'bob', 'My old bike is red.', false], // [old]
  ['C6', 'bob', 'The old river bridge.', true], // [old, river, bridge]
] as const;
type Name = (typeof PLAN)[number][0];

describe.each(TEST_DATABASES)('who sees and changes sentence checks (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const c = {} as Record<Name, SentenceCheck>;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
    t = ai.t;
    [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
    for (const [name, who, sentence, isPublic] of PLAN) {
      t.advanceTime(60_000);
      c[name] = await createCheck(t, (who === 'alice' ? alice : bob).token, sentence, { isPublic });
    }
  });
  afterAll(() => ai.close());

  const viewers = () => ({ alice: alice.token, bob: bob.token, guest: null });
  const nameOf = (check: SentenceCheck) => PLAN.find(([name]) => c[name].id === check.id)?.[0];

  it.each([
    ['alice', { C1: 200, C2: 200, C4: 200, C5: 404 }],
    ['bob', { C1: 200, C2: 404, C4: 200, C5: 200 }],
    ['guest', { C1: 200, C2: 404, C4: 200, C5: 404 }],
  ] as const)(
    'shows %s public checks and their own private ones; others are not found',
    async (who, expected) => {
      for (const [name, status] of Object.entries(expected)) {
        const check = c[name as Name];
        const { status: got, body } = await request(t, 'GET', `/api/checks/${check.id}`, viewers()[who]);
        expect(got, `${who} → ${name}`).toBe(status);
        if (status === 200) expect(body.check).toEqual(check);
        else expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Sentence check not found' });
      }
      const zh = await request(t, 'GET', '/api/checks/unknown', viewers()[who], { language: 'zh' });
      expect(zh.status).toBe(404);
      expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  describe('similar checks', () => {
    const similar = async (name: Name, token: string | null, query = '') => {
      const response = await request(t, 'GET', `/api/checks/${c[name].id}/similar${query}`, token);
      return {
        status: response.status,
        body: response.body,
        names: (response.body.checks ?? []).map(nameOf),
      };
    };

    it.each([
      ['alice', ['C6', 'C2', 'C4']],
      ['bob', ['C6', 'C5', 'C4']],
      ['guest', ['C6', 'C4']],
    ] as const)(
      'shows %s visible checks sharing words, most shared first, then newest',
      async (who, expected) => {
        const { status, names } = await similar('C1', viewers()[who]);
        expect(status).toBe(200);
        expect(names).toEqual(expected);
      },
    );

    it('answers full checks, honours limit, and never lists the check itself', async () => {
      const { body, names } = await similar('C1', alice.token, '?limit=1');
      expect(names).toEqual(['C6']);
      expect(body.checks[0]).toEqual(c.C6);
      expect((await similar('C3', alice.token)).names).toEqual([]);
      expect((await similar('C2', alice.token)).names).toEqual(['C6', 'C1', 'C4']);
      expect((await similar('C1', alice.token, '?limit=abc')).status).toBe(400);
    });

    it('lists each other sentence once, by its newest visible check, and never the sentence itself', async () => {
      const carol = await registerUser(t);
      const check = async (sentence: string, isPublic: boolean) => {
        t.advanceTime(60_000);
        return (await createCheck(t, carol.token, sentence, { isPublic })).id;
      };
      await check('The lantern glows over the harbour.', true);
      const again = await check('The lantern glows over the harbour.', true);
      const other = await check('A lantern by the harbour.', true);
      const otherAgain = await check('A lantern by the harbour.', false);
      const ids = async (token: string | null) =>
        (await request(t, 'GET', `/api/checks/${again}/similar`, token)).body.checks.map(
          (found: SentenceCheck) => found.id,
        );
      expect(await ids(carol.token)).toEqual([otherAgain]);
      // A guest cannot see the private repeat, so the public one stands for that sentence.
      expect(await ids(null)).toEqual([other]);
    });

    it('hides the similar list of a check the caller may not see', async () => {
      expect((await similar('C2', bob.token)).status).toBe(404);
      expect((await similar('C5', null)).status).toBe(404);
    });
  });

  describe('privacy', () => {
    const setPrivacy = (id: string, token: string | null, isPublic: unknown, language?: string) =>
      request(t, 'PUT', `/api/checks/${id}/privacy`, token, { payload: { isPublic }, language });

    it('lets the owner switch a check between public and private', async () => {
      const made = await setPrivacy(c.C2.id, alice.token, true);
      expect(made).toMatchObject({
        status: 200,
        body: { success: true, check: { ...c.C2, isPublic: true }, message: 'The check is now public' },
      });
      expect((await request(t, 'GET', `/api/checks/${c.C2.id}`, bob.token)).status).toBe(200);
      const hidden = await setPrivacy(c.C2.id, alice.token, false);
      expect(hidden.body.message).toBe('The check is now private');
      expect((await setPrivacy(c.C2.id, alice.token, false, 'zh')).body.message).toMatch(/[\u4e00-\u9fff]/);
      expect((await request(t, 'GET', `/api/checks/${c.C2.id}`, bob.token)).status).toBe(404);
    });

    it('answers anyone else 404, a guest 401, and changes nothing', async () => {
      expect((await setPrivacy(c.C4.id, alice.token, false)).status).toBe(404);
      expect((await setPrivacy(c.C5.id, alice.token, true)).body.message).toBe('Sentence check not found');
      expect((await setPrivacy(c.C4.id, null, false)).status).toBe(401);
      expect((await setPrivacy(c.C4.id, bob.token, undefined)).status).toBe(400);
      expect((await request(t, 'GET', `/api/checks/${c.C4.id}`, null)).body.check.isPublic).toBe(true);
      expect((await request(t, 'GET', `/api/checks/${c.C5.id}`, null)).status).toBe(404);
    });
  });

  describe('the own list and deleting', () => {
    it('lists only the caller’s checks, newest first, page by page without duplicates', async () => {
      const seen: SentenceCheck[] = [];
      let cursor: string | null = null;
      do {
        const page = await request(
          t,
          'GET',
          `/api/checks?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          bob.token,
        );
        expect(page.status).toBe(200);
        expect(page.body.hasMore).toBe(page.body.nextCursor !== null);
        seen.push(...page.body.checks);
        cursor = page.body.nextCursor;
      } while (cursor !== null && seen.length < 20);
      expect(seen.map(nameOf)).toEqual(['C6', 'C5', 'C4']);
      expect((await request(t, 'GET', '/api/checks?cursor=%%%', bob.token)).status).toBe(400);
      expect((await request(t, 'GET', '/api/checks', null)).status).toBe(401);
    });

    it('lets only the owner delete a check, with the likes on it', async () => {
      const victim = await createCheck(t, bob.token, 'Delete me soon.', { isPublic: true });
      await t.database.db
        .insertInto('likes')
        .values({
          user_id: alice.user.id,
          item_id: victim.id,
          created_at: victim.createdAt,
        })
        .execute();
      expect((await request(t, 'GET', `/api/checks/${victim.id}`, alice.token)).body.check.likedByMe).toBe(
        true,
      );
      expect((await request(t, 'DELETE', `/api/checks/${victim.id}`, alice.token)).status).toBe(404);
      expect((await request(t, 'DELETE', `/api/checks/${victim.id}`, null)).status).toBe(401);
      const deleted = await request(t, 'DELETE', `/api/checks/${victim.id}`, bob.token);
      expect(deleted).toMatchObject({
        status: 200,
        body: { success: true, message: 'Sentence check deleted' },
      });
      expect((await request(t, 'GET', `/api/checks/${victim.id}`, bob.token)).status).toBe(404);
      expect(
        await t.database.db.selectFrom('likes').selectAll().where('item_id', '=', victim.id).execute(),
      ).toEqual([]);
      expect(
        await t.database.db.selectFrom('check_terms').selectAll().where('check_id', '=', victim.id).execute(),
      ).toEqual([]);
    });

    it('deletes all of the caller’s checks and only theirs', async () => {
      const carol = await registerUser(t);
      for (const sentence of ['One.', 'Two.']) await createCheck(t, carol.token, sentence);
      const response = await request(t, 'DELETE', '/api/checks/all', carol.token);
      expect(response).toMatchObject({
        status: 200,
        body: { success: true, deletedCount: 2, message: 'Deleted 2 sentence checks' },
      });
      expect((await request(t, 'GET', '/api/checks', carol.token)).body.checks).toEqual([]);
      expect((await request(t, 'GET', `/api/checks/${c.C1.id}`, alice.token)).status).toBe(200);
      expect((await request(t, 'GET', '/api/checks', bob.token)).body.checks).toHaveLength(3);
      const again = await request(t, 'DELETE', '/api/checks/all', carol.token, { language: 'zh' });
      expect(again.body.deletedCount).toBe(0);
      expect(again.body.message).toMatch(/[\u4e00-\u9fff]/);
    });
  });
});
