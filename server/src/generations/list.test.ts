import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '@contract';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { TEST_DATABASES, type TestApp } from '../test/app';
import { createAiTestApp, createGeneration, request, type AiTestApp } from '../test/generations';
import { addWord } from '../test/words';

describe.each(TEST_DATABASES)('the caller’s own generations (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  /** alice's, oldest first: seven one minute apart, then three at the same instant. */
  const created: Generation[] = [];
  beforeAll(async () => {
    ai = await createAiTestApp(database);
    t = ai.t;
    [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
    const leaf = (await addWord(t, alice.token, 'leaf')).id;
    const mouse = (await addWord(t, alice.token, 'mouse')).id;
    for (let i = 0; i < 7; i += 1) {
      t.advanceTime(60_000);
      created.push(
        await createGeneration(t, alice.token, i % 2 === 0 ? [leaf] : [mouse, leaf], { isPublic: i < 3 }),
      );
    }
    t.advanceTime(60_000);
    for (let i = 0; i < 3; i += 1) created.push(await createGeneration(t, alice.token, [mouse]));
    await createGeneration(t, bob.token, [(await addWord(t, bob.token, 'leaf')).id]);
  });
  afterAll(() => ai.close());

  const list = (query = '', token: string | null = alice.token, language?: string) =>
    request(t, 'GET', `/api/generations${query}`, token, { language });

  /** The newest first; ties (same instant) by id. */
  const expectedOrder = (generations: Generation[]) =>
    [...generations].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? 1 : -1,
    );

  async function walk(query: string, limit: number): Promise<Generation[][]> {
    const pages: Generation[][] = [];
    let cursor: string | null = null;
    do {
      const url: string = `?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const { status, body } = await list(url);
      expect(status).toBe(200);
      expect(body.hasMore).toBe(body.nextCursor !== null);
      expect(body.generations.length).toBeLessThanOrEqual(limit);
      pages.push(body.generations);
      cursor = body.nextCursor;
    } while (cursor !== null && pages.length < 50);
    return pages;
  }

  it('answers the newest 20 first, public and private alike, only the caller’s', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, hasMore: false, nextCursor: null });
    expect(body.generations).toEqual(expectedOrder(created));
    expect((await list('', bob.token)).body.generations).toHaveLength(1);
  });

  it.each([1, 2, 3, 4])('walks every page, %i at a time, without duplicates or gaps', async (limit) => {
    const pages = await walk('', limit);
    const walked = pages.flat();
    expect(new Set(walked.map((generation) => generation.id)).size).toBe(walked.length);
    expect(walked).toEqual(expectedOrder(created));
    expect(pages.at(-1)!.length).toBeGreaterThan(0);
  });

  it('filters by a word, ignoring case, with paging', async () => {
    const withMouse = created.filter((generation) => generation.words.includes('mouse'));
    expect(withMouse).toHaveLength(6);
    expect((await walk('&word=MOUSE', 4)).flat()).toEqual(expectedOrder(withMouse));
    expect((await list('?word=calendar')).body.generations).toEqual([]);
    expect((await list('?word=')).body.generations).toHaveLength(created.length);
  });

  it('refuses a bad cursor or limit with 400, and guests with 401', async () => {
    const bad = await list('?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This page link is invalid or out of date. Please reload the list.',
    });
    const forged = Buffer.from(JSON.stringify({ s: 'recent', v: 'yesterday', id: 'x' })).toString(
      'base64url',
    );
    expect((await list(`?cursor=${forged}`)).status).toBe(400);
    expect((await list('?limit=101', alice.token, 'zh')).body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await list('', null)).status).toBe(401);
  });
});
