import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, BookWord } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { TEST_DATABASES, type TestApp } from '../test/app';
import { BOOK_ORDER, createPlansTestApp, ZK } from '../test/plans';
import { addWord } from '../test/words';

describe.each(TEST_DATABASES)('word books (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPlansTestApp(database);
  });
  afterAll(() => t.close());

  const get = async (user: RegisteredUser | null, url: string, language = 'en') => {
    const response = await t.inject({
      method: 'GET',
      url,
      headers: { ...(user ? bearer(user.token) : {}), 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const post = async (user: RegisteredUser, url: string, payload: object) => {
    const response = await t.inject({ method: 'POST', url, payload, headers: bearer(user.token) });
    expect(response.statusCode).toBeLessThan(300);
    return response.json();
  };
  /* Every page of a status, following nextCursor. */
  const allPages = async (user: RegisteredUser | null, status: string, limit: number) => {
    const pages: Array<{ words: BookWord[]; total: number; hasMore: boolean }> = [];
    let cursor: string | null = null;
    do {
      const query: string = `status=${status}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const { status: code, body } = await get(user, `/api/books/zk/words?${query}`);
      expect(code).toBe(200);
      pages.push(body);
      cursor = body.nextCursor;
      expect(cursor !== null).toBe(body.hasMore);
    } while (cursor !== null);
    return pages;
  };

  describe('GET /books', () => {
    it('lists every book in the request’s language, with no plan for guests', async () => {
      const { status, body } = await get(null, '/api/books', 'zh-CN,zh;q=0.9');
      expect(status).toBe(200);
      const books = body.books as Book[];
      expect(books.map((book) => book.id)).toEqual(BOOK_ORDER);
      expect(books[0]).toEqual({
        id: 'zk',
        name: '中考',
        description: '中考英语大纲词汇。',
        wordCount: ZK.length,
        plan: null,
      });
      const english = (await get(null, '/api/books')).body.books as Book[];
      expect(english[0]).toMatchObject({ name: 'Zhongkao (senior high entrance)', wordCount: ZK.length });
      expect(english.every((book) => book.plan === null)).toBe(true);
    });

    it('shows the signed-in learner’s plan beside its book; a stale session reads as a guest', async () => {
      const learner = await registerUser(t);
      await addWord(t, learner.token, 'child');
      await post(learner, '/api/plans', { bookId: 'zk', dailyNew: 10 });
      const books = (await get(learner, '/api/books')).body.books as Book[];
      expect(books.find((book) => book.id === 'zk')!.plan).toMatchObject({
        bookId: 'zk',
        dailyNew: 10,
        total: ZK.length,
        introduced: 1,
        remaining: ZK.length - 1,
      });
      expect(books.filter((book) => book.plan !== null)).toHaveLength(1);

      const stale = await t.inject({
        method: 'GET',
        url: '/api/books',
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().books.every((book: Book) => book.plan === null)).toBe(true);
    });
  });

  describe('GET /books/{id}/words', () => {
    it('pages a guest through the book in its order, every word unseen', async () => {
      const pages = await allPages(null, 'all', 10);
      expect(pages.map((page) => page.words.length)).toEqual([10, 10, 3]);
      const words = pages.flatMap((page) => page.words);
      expect(words.map((word) => word.word)).toEqual(ZK);
      expect(words.every((word) => word.status === 'unseen' && word.wordId === null)).toBe(true);
      expect(pages[0]!.total).toBe(ZK.length);
      expect(words[0]).toEqual({
        word: 'the',
        phonetic: expect.any(String),
        translation: expect.any(String),
        frequencyRank: 1,
        status: 'unseen',
        wordId: null,
      });
      expect((await allPages(null, 'known', 10))[0]).toMatchObject({ words: [], total: 0, hasMore: false });
    });

    it('filters by the learner’s status, with totals and cursors of each filter', async () => {
      const learner = await registerUser(t);
      const child = await addWord(t, learner.token, 'child');
      const monday = await addWord(t, learner.token, 'Monday');
      await addWord(t, learner.token, 'the');
      await post(learner, '/api/plans', { bookId: 'zk' });
      // "the" is in the list (its card becomes known); "and" and "diary" are not.
      await post(learner, '/api/plans/zk/known', { words: ['the', 'and', 'diary'] });

      const learning = await allPages(learner, 'learning', 1);
      expect(learning.flatMap((page) => page.words)).toEqual([
        expect.objectContaining({ word: 'child', status: 'learning', wordId: child.id }),
        expect.objectContaining({ word: 'Monday', status: 'learning', wordId: monday.id }),
      ]);
      expect(learning[0]!.total).toBe(2);

      const known = (await allPages(learner, 'known', 10)).flatMap((page) => page.words);
      expect(known.map((word) => [word.word, word.wordId === null])).toEqual([
        ['the', false],
        ['and', true],
        ['diary', true],
      ]);
      expect(known.every((word) => word.status === 'known')).toBe(true);

      const unseen = await allPages(learner, 'unseen', 8);
      expect(unseen.map((page) => page.total)).toEqual([18, 18, 18]);
      expect(unseen.flatMap((page) => page.words).map((word) => word.word)).toEqual(
        ZK.filter((word) => !['child', 'Monday', 'the', 'and', 'diary'].includes(word)),
      );

      const all = (await allPages(learner, 'all', 50)).flatMap((page) => page.words);
      expect(all.map((word) => word.word)).toEqual(ZK);
      expect(all.filter((word) => word.status !== 'unseen').map((word) => word.word)).toEqual([
        'the',
        'and',
        'child',
        'Monday',
        'diary',
      ]);
    });

    it('answers 404 for an unknown book and 400 for a cursor it did not write or of another filter', async () => {
      for (const [language, message] of [
        ['en', 'There is no such word book'],
        ['zh', '没有这本词书'],
      ]) {
        expect(await get(null, '/api/books/toeic/words', language)).toEqual({
          status: 404,
          body: { success: false, code: 'NOT_FOUND', message },
        });
      }
      const first = await get(null, '/api/books/zk/words?limit=5');
      const cursor = first.body.nextCursor as string;
      expect((await get(null, `/api/books/zk/words?limit=5&cursor=${cursor}`)).status).toBe(200);
      for (const url of [
        `/api/books/zk/words?status=unseen&cursor=${cursor}`,
        `/api/books/gk/words?cursor=${cursor}`,
        '/api/books/zk/words?cursor=bm90LWEtY3Vyc29y',
        `/api/books/zk/words?cursor=${Buffer.from('{"b":"zk","s":"all","p":5.5}').toString('base64url')}`,
      ]) {
        const { status, body } = await get(null, url, 'zh');
        expect(status).toBe(400);
        expect(body.errors).toEqual([{ field: 'cursor', message: '分页链接无效或已过期，请刷新列表' }]);
      }
      const badStatus = await get(null, '/api/books/zk/words?status=mastered');
      expect(badStatus.body.errors).toEqual([
        { field: 'status', message: 'Status must be all, unseen, learning or known' },
      ]);
    });
  });
});
