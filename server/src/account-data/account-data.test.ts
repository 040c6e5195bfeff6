import { describe, expect, it } from 'vitest';
import type { AccountExport, Generation, SentenceCheck, User } from '@contract';
import { bearer } from '../test/accounts';
import { TEST_DATABASES } from '../test/app';
import { withLearnerPair } from '../test/suite';
import { createLearners, seedCheck, seedGeneration, type Learner } from '../test/community';
import { addWord } from '../test/words';

describe.each(TEST_DATABASES)('a learner’s own data (%s)', (database) => {
  const suite = withLearnerPair(database);

  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | null,
    language?: string,
  ) => {
    const response = await suite.t.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: response.statusCode, body: response.json(), response };
  };
  const like = (path: 'generations' | 'checks', id: string, learner: Learner) =>
    call('POST', `/api/${path}/${id}/like`, learner.token);

  describe('export', () => {
    it('downloads exactly the caller’s account, words, items and likes — nobody else’s', async () => {
      const words = [
        await addWord(suite.t, suite.alice.token, 'leaf'),
        await addWord(suite.t, suite.alice.token, 'mouse'),
      ];
      await addWord(suite.t, suite.bob.token, 'calendar');
      const own = [
        await seedGeneration(suite.t, suite.alice.id, { words: ['leaf', 'mouse'] }),
        await seedGeneration(suite.t, suite.alice.id, { isPublic: false }),
      ];
      const ownCheck = await seedCheck(suite.t, suite.alice.id, { isPublic: false });
      const bobs = await seedGeneration(suite.t, suite.bob.id, { words: ['calendar'] });
      const bobsCheck = await seedCheck(suite.t, suite.bob.id);
      await like('generations', bobs, suite.alice);
      await like('generations', own[0]!, suite.alice);
      await like('generations', own[0]!, suite.bob);
      await like('checks', bobsCheck, suite.bob);

      const { status, body, response } = await call('GET', '/api/export', suite.alice.token);
      expect(status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const data = body as AccountExport;
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="wordloom-export-${data.exportedAt.slice(0, 10)}.json"`,
      );
      expect(data.exportedAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
      expect(Object.keys(data).sort()).toEqual(
        [
          'exportedAt',
          'generations',
          'likes',
          'mistakes',
          'reviewCards',
          'reviewLog',
          'sentenceChecks',
          'user',
          'version',
          'words',
        ].sort(),
      );
      expect(data.version).toBe(1);
      const me = (await call('GET', '/api/auth/me', suite.alice.token)).body.user as User;
      expect(data.user).toEqual(me);
      expect(data.words.map((word) => word.id).sort()).toEqual(words.map((word) => word.id).sort());
      expect(data.generations.map((item) => item.id).sort()).toEqual([...own].sort());
      const liked = data.generations.find((item) => item.id === own[0]) as Generation;
      expect(liked).toMatchObject({ words: ['leaf', 'mouse'], likes: 2, likedByMe: true, isPublic: true });
      expect(liked).toEqual(
        (await call('GET', `/api/generations/${own[0]}`, suite.alice.token)).body.generation,
      );
      expect(data.sentenceChecks.map((item: SentenceCheck) => item.id)).toEqual([ownCheck]);
      expect(data.sentenceChecks[0]).toMatchObject({
        isPublic: false,
        author: { username: suite.alice.username },
      });
      expect(data.likes.map(({ itemType, itemId }) => `${itemType}:${itemId}`).sort()).toEqual(
        [`generation:${bobs}`, `generation:${own[0]}`].sort(),
      );
      expect(data.likes.every((entry) => !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true);
      // Nothing of bob's: not his name, his word, his items or his likes.
      const text = response.body;
      for (const trace of [suite.bob.username, suite.bob.id, 'calendar', bobsCheck])
        expect(text).not.toContain(trace);
      expect(text).not.toContain('password');
    });

    it('needs a session', async () => {
      expect((await call('GET', '/api/export', null)).status).toBe(401);
    });
  });

  describe('deleting all content', () => {
    it('deletes the caller’s generations, checks and the likes on them, and nothing else', async () => {
      const [carol, dave] = (await createLearners(suite.t, 2)) as [Learner, Learner];
      const word = await addWord(suite.t, carol.token, 'leaf');
      const carols = [
        await seedGeneration(suite.t, carol.id),
        await seedGeneration(suite.t, carol.id, { isPublic: false }),
        await seedGeneration(suite.t, carol.id),
      ];
      const carolsChecks = [
        await seedCheck(suite.t, carol.id),
        await seedCheck(suite.t, carol.id, { isPublic: false }),
      ];
      const daves = await seedGeneration(suite.t, dave.id);
      const davesCheck = await seedCheck(suite.t, dave.id);
      await like('generations', carols[0]!, dave);
      await like('checks', carolsChecks[0]!, dave);
      await like('generations', daves, carol);
      await like('generations', daves, dave);

      const { status, body } = await call('DELETE', '/api/content', carol.token);
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        totalDeleted: 5,
        generations: 3,
        sentenceChecks: 2,
        message: 'Deleted 5 items',
      });

      expect((await call('GET', '/api/generations', carol.token)).body.generations).toEqual([]);
      expect((await call('GET', '/api/checks', carol.token)).body.checks).toEqual([]);
      for (const id of carols)
        expect((await call('GET', `/api/generations/${id}`, carol.token)).status).toBe(404);
      const likesLeft = await suite.t.database.db
        .selectFrom('likes')
        .select('item_id')
        .where('item_id', 'in', [...carols, ...carolsChecks])
        .execute();
      expect(likesLeft).toEqual([]);
      // Dave's items and every like on them (carol's too) stay; so do carol's words and account.
      expect((await call('GET', `/api/generations/${daves}`, dave.token)).body.generation).toMatchObject({
        likes: 2,
        likedByMe: true,
      });
      expect((await call('GET', `/api/checks/${davesCheck}`, dave.token)).status).toBe(200);
      expect((await call('GET', `/api/words/${word.id}`, carol.token)).status).toBe(200);
      expect((await call('GET', '/api/auth/me', carol.token)).status).toBe(200);

      const again = await call('DELETE', '/api/content', carol.token, 'zh');
      expect(again.body).toMatchObject({ totalDeleted: 0, generations: 0, sentenceChecks: 0 });
      expect(again.body.message).toBe('已删除 0 项内容');
    });

    it('needs a session', async () => {
      expect(await call('DELETE', '/api/content', null)).toMatchObject({
        status: 401,
        body: { success: false, code: 'UNAUTHORIZED' },
      });
    });
  });
});
