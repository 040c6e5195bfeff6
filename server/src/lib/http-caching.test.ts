import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { createLearners, seedCheck, seedGeneration, type Learner } from '../test/community';
import { addWord } from '../test/words';

/*
 * What the read cache makes for guests is cacheable over HTTP: a browser or a CDN keeps it a few seconds
 * and asks again with If-None-Match, answered 304 without a body while the page is the same.
 */
describe('HTTP caching of cached reads', () => {
  let t: TestApp;
  let alice: Learner;
  let bob: Learner;
  let generationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob] = (await createLearners(t, 2)) as [Learner, Learner];
    generationId = await seedGeneration(t, alice.id);
    await seedCheck(t, alice.id);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
  const FEED = '/api/generations/public?sort=recent';

  it('gives a guest page one ETag across requests and reloads, and a 304 to a match', async () => {
    const first = await get(FEED);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(first.headers.vary).toMatch(/Authorization/);
    expect((await get(FEED)).headers.etag).toBe(etag);
    await t.forgetReads();
    expect((await get(FEED)).headers.etag).toBe(etag);

    const revalidated = await get(FEED, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('changes the ETag when a write changes the page', async () => {
    const before = (await get(FEED)).headers.etag as string;
    const liked = await t.inject({
      method: 'POST',
      url: `/api/generations/${generationId}/like`,
      headers: bearer(bob.token),
    });
    expect(liked.statusCode).toBe(200);
    const after = await get(FEED, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it.each([
    ['a feed page', FEED],
    ['the checks feed', '/api/checks/public?sort=recent'],
    ['public stats', '/api/generations/public/stats'],
    ['the site statistics', '/api/statistics'],
  ])('makes %s cacheable for guests', async (_what, url) => {
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect((await get(url, { 'if-none-match': page.headers.etag as string })).statusCode).toBe(304);
  });

  it("makes an item's page cacheable for guests", async () => {
    const url = `/api/generations/${generationId}`;
    const page = await get(url);
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect((await get(url, { 'if-none-match': page.headers.etag as string })).statusCode).toBe(304);
  });

  it("never lets a signed-in reader's answer be public: it carries their own likes and pages", async () => {
    await addWord(t, bob.token, 'abandon');
    for (const url of [FEED, `/api/generations/${generationId}`, '/api/words?limit=20']) {
      const page = await get(url, bearer(bob.token));
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      const again = await get(url, { ...bearer(bob.token), 'if-none-match': page.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
    }
  });
});
