import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { FeedSort, Generation, SentenceCheck } from '@contract';
import { FEED_SORTS } from '@contract';
import { bearer } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { createLearners, deleteGeneration, seedCheck, seedGeneration, type Learner } from '../test/community';
import { transactions } from '../db/transaction';
import { encodeKeysetCursor } from '../lib/keyset-cursor';
import type { PublishedKind } from '../published/kinds';
import { publicPageQuery, type PublicPageRequest } from '../published/repository';

type Item = Generation | SentenceCheck;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('public feeds (%s)', (database) => {
  let t: TestApp;
  let learners: Learner[];
  let alice: Learner;
  let bob: Learner;
  let privateIds: string[];
  beforeAll(async () => {
    t = await createTestApp({ database });
    learners = await createLearners(t, 6);
    [alice, bob] = learners as [Learner, Learner];
    // 24 public generations: four at each of six instants (ties on created_at), by different learners.
    for (let i = 0; i < 24; i += 1) {
      const author = learners[i % learners.length]!;
      await seedGeneration(t, author.id, { createdAt: minutesAgo(600 - Math.floor(i / 4) * 60) });
    }
    privateIds = [
      await seedGeneration(t, alice.id, { isPublic: false, createdAt: minutesAgo(1) }),
      await seedGeneration(t, bob.id, { isPublic: false, createdAt: minutesAgo(2) }),
    ];
    for (let i = 0; i < 9; i += 1) await seedCheck(t, learners[i % 3]!.id, { createdAt: minutesAgo(90 - i) });
    await seedCheck(t, alice.id, { isPublic: false });
    // Likes: 0..4 per item, so "popular" has ties too (and trending mixes likes with age).
    const ids = await publicIds('generation');
    for (const [index, id] of ids.entries()) {
      for (const liker of learners.slice(0, index % 5)) await like('generations', id, liker);
    }
  });
  afterAll(() => t.close());

  async function like(path: 'generations' | 'checks', id: string, liker: Learner) {
    const response = await t.inject({
      method: 'POST',
      url: `/api/${path}/${id}/like`,
      headers: bearer(liker.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ liked: boolean; likes: number }>();
  }

  async function publicIds(kind: PublishedKind): Promise<string[]> {
    const rows = await t.database.db
      .selectFrom('published_items')
      .select('id')
      .where('kind', '=', kind)
      .where('is_public', '=', 1)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** The feed's order from the table itself: key descending, then id. */
  async function expectedOrder(kind: PublishedKind, sort: FeedSort): Promise<string[]> {
    const key = ({ recent: 'created_at', popular: 'likes', trending: 'hot_score' } as const)[sort];
    const rows = await t.database.db
      .selectFrom('published_items')
      .select(['id', key])
      .where('kind', '=', kind)
      .where('is_public', '=', 1)
      .execute();
    return rows
      .sort((a, b) => {
        const [x, y] = [
          (a as Record<string, string | number>)[key]!,
          (b as Record<string, string | number>)[key]!,
        ];
        return x === y ? (a.id < b.id ? -1 : 1) : x < y ? 1 : -1;
      })
      .map((row) => row.id);
  }

  async function feed(path: 'generations' | 'checks', query: string, token?: string, language?: string) {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${path}/public${query}`,
      headers: { ...(token ? bearer(token) : {}), ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** Every page of a feed; `between` runs after each page, before the next request. */
  async function walk(
    path: 'generations' | 'checks',
    sort: FeedSort,
    limit: number,
    between?: () => Promise<void>,
  ) {
    const seen: Item[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await feed(
        path,
        `?sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(status).toBe(200);
      const items = body[path === 'generations' ? 'generations' : 'checks'] as Item[];
      expect(items.length).toBeLessThanOrEqual(limit);
      expect(body.hasMore).toBe(body.nextCursor !== null);
      seen.push(...items);
      cursor = body.nextCursor;
      pages += 1;
      await between?.();
    } while (cursor !== null && pages < 100);
    return seen;
  }

  it.each(FEED_SORTS)('walks every page of %s in order, without duplicates or gaps', async (sort) => {
    const expected = await expectedOrder('generation', sort);
    expect(expected).toHaveLength(24);
    const seen = await walk('generations', sort, 5);
    expect(seen.map((item) => item.id)).toEqual(expected);
    const checks = await walk('checks', sort, 4);
    expect(checks.map((item) => item.id)).toEqual(await expectedOrder('check', sort));
  });

  it.each(FEED_SORTS)(
    'shows %s items that existed once each while new ones arrive between pages',
    async (sort) => {
      const before = await expectedOrder('generation', sort);
      const added: string[] = [];
      try {
        const seen = await walk('generations', sort, 4, async () => {
          added.push(await seedGeneration(t, alice.id));
        });
        const ids = seen.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.filter((id) => before.includes(id))).toEqual(before);
        // Newest first: what arrives during the walk is before the cursor, so never shown in it. (In the
        // other orders a new item lands where its likes and age put it, ahead of or behind the reader.)
        if (sort === 'recent') expect(ids.filter((id) => added.includes(id))).toEqual([]);
      } finally {
        for (const id of added) await deleteGeneration(t.database.db, alice.id, id);
      }
    },
  );

  it('does not repeat an item that gains likes after it was shown (popular)', async () => {
    const first = await feed('generations', '?sort=popular&limit=10');
    const shown = first.body.generations as Generation[];
    const climber = shown.at(-1)!;
    for (const liker of learners.slice(4)) await like('generations', climber.id, liker);
    const rest = await walkFrom('generations', 'popular', first.body.nextCursor);
    const ids = [...shown, ...rest].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual((await publicIds('generation')).sort());
    for (const liker of learners.slice(4)) await like('generations', climber.id, liker);
  });

  async function walkFrom(path: 'generations' | 'checks', sort: FeedSort, cursor: string | null) {
    const items: Item[] = [];
    while (cursor) {
      const { body } = await feed(path, `?sort=${sort}&limit=10&cursor=${cursor}`);
      items.push(...(body[path] as Item[]));
      cursor = body.nextCursor;
    }
    return items;
  }

  it('never shows private items, not even to their owner', async () => {
    for (const sort of FEED_SORTS) {
      const ids = (await walk('generations', sort, 100)).map((item) => item.id);
      expect(ids).toHaveLength(24);
      for (const id of privateIds) expect(ids).not.toContain(id);
      const own = await feed('generations', `?sort=${sort}&limit=100`, alice.token);
      expect((own.body.generations as Item[]).map((item) => item.id)).not.toContain(privateIds[0]);
    }
    expect((await walk('checks', 'recent', 100)).every((item) => item.isPublic)).toBe(true);
  });

  it('answers full items with likes, the author, and likedByMe for the signed-in reader only', async () => {
    const { body } = await feed('generations', '?sort=popular&limit=3', bob.token);
    expect(body).toMatchObject({ success: true, hasMore: true });
    const top = body.generations[0] as Generation;
    expect(top).toMatchObject({ isPublic: true, words: ['leaf'], author: { username: expect.any(String) } });
    const likers = await t.database.db
      .selectFrom('likes')
      .select('user_id')
      .where('item_id', '=', top.id)
      .execute();
    expect(top.likes).toBe(likers.length);
    expect(top.likedByMe).toBe(likers.some((row) => row.user_id === bob.id));
    const author = await t.database.db
      .selectFrom('published_items')
      .innerJoin('users', 'users.id', 'published_items.user_id')
      .select('users.username')
      .where('published_items.id', '=', top.id)
      .executeTakeFirstOrThrow();
    expect(top.author.username).toBe(author.username);
    const asGuest = await feed('generations', '?sort=popular&limit=3');
    expect((asGuest.body.generations as Generation[]).every((item) => !item.likedByMe)).toBe(true);
    const byAlice = await feed('generations', '?sort=popular&limit=3', alice.token);
    expect((byAlice.body.generations as Generation[])[0]?.likedByMe).toBe(true);
    // A stale session browses as a guest.
    expect((await feed('generations', '', 'not.a.token')).status).toBe(200);
  });

  it('defaults to recent, 20 a page', async () => {
    const { body } = await feed('checks', '');
    expect(body.checks).toHaveLength(9);
    expect(body.checks.map((item: Item) => item.id)).toEqual(await expectedOrder('check', 'recent'));
    const generations = await feed('generations', '');
    expect(generations.body.generations).toHaveLength(20);
    expect(generations.body.hasMore).toBe(true);
  });

  it.each([
    ['a forged cursor', 'cursor=not-a-cursor'],
    [
      'another sort’s cursor',
      `sort=popular&cursor=${encodeKeysetCursor('recent', { value: minutesAgo(5), id: 'x' })}`,
    ],
    [
      'a cursor of the wrong type',
      `sort=trending&cursor=${encodeKeysetCursor('trending', { value: 'high', id: 'x' })}`,
    ],
    ['an unknown sort', 'sort=best'],
    ['a limit of 0', 'limit=0'],
    ['a limit of 101', 'limit=101'],
  ])('answers %s with 400', async (_, query) => {
    const { status, body } = await feed('generations', `?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('explains a bad request in Chinese', async () => {
    const sort = await feed('checks', '?sort=best', undefined, 'zh');
    expect(sort.body.message).toBe('排序方式只能是 recent、popular 或 trending');
    const cursor = await feed('checks', '?cursor=abc', undefined, 'zh');
    expect(cursor.body.message).toBe('分页链接无效或已过期，请刷新列表');
  });

  /*
   * The query plans: each sort, first page and a later one, reads its own index in order — no table scan,
   * no sort step — so a page costs the same at any table size (bench/feeds.ts measures it).
   */
  it.each(FEED_SORTS)('serves %s from its index on both planners', async (sort) => {
    const index = { recent: 'public_recent', popular: 'public_likes', trending: 'public_hot' }[sort];
    const value = sort === 'recent' ? minutesAgo(100) : 1;
    for (const kind of ['generation', 'check'] as const) {
      for (const after of [undefined, { value, id: 'm' }]) {
        const plan = await explain({ kind, sort, limit: 20, after });
        expect(plan).toContain(`published_items_${index}`);
        if (database === 'sqlite') expect(plan).not.toMatch(/TEMP B-TREE|SCAN published_items\b(?! USING)/);
        else expect(plan).not.toMatch(/\bSort\b|Seq Scan/);
      }
    }
  });

  async function explain(request: PublicPageRequest): Promise<string> {
    const compiled = publicPageQuery(t.database.db, request).compile();
    if (database === 'sqlite') {
      const rows = await t.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.rows.map((row) => row.detail).join('\n');
    }
    // The tables are tiny here, so forbid what a large table would never choose; a plan that still
    // sorts or scans would mean the index cannot serve this order.
    return transactions(t.database.db)(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_sort = off`.execute(trx);
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
});
