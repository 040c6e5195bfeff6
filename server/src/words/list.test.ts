import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '@contract';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { registerUser, type RegisteredUser } from '../test/accounts';
import { addWord, getJson } from '../test/words';

/* Known to the fixture dictionary; added in this order, one minute apart, except the last three together. */
const WORDS = [
  'abandon',
  'calendar',
  'child',
  'friend',
  'fuse',
  'go',
  'good',
  'leaf',
  'leave',
  'mouse',
  'perception',
  'quickly',
  'receive',
  'relieve',
  'separate',
  'weird',
  'wield',
  'wired',
];
const TIED = ['until', 'which', 'with'];
/* Those with a verb sense in the fixture dictionary, whether or not it is their main part of speech. */
const VERBS = [
  'abandon',
  'calendar',
  'fuse',
  'go',
  'leaf',
  'leave',
  'mouse',
  'receive',
  'relieve',
  'separate',
  'wield',
];

describe.each(TEST_DATABASES)('listing words (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  const added: Word[] = [];
  beforeAll(async () => {
    t = await createTestApp({ database });
    [alice, bob] = await Promise.all([registerUser(t), registerUser(t)]);
    for (const word of WORDS) {
      added.push(await addWord(t, alice.token, word));
      t.advanceTime(60_000);
    }
    for (const word of TIED) added.push(await addWord(t, alice.token, word));
    await addWord(t, bob.token, 'abandon');
    await addWord(t, bob.token, { word: 'bobsword', force: true });
    const usage: Record<string, number> = { fuse: 7, leaf: 3, mouse: 3, weird: 3, go: 1 };
    for (const [word, count] of Object.entries(usage)) {
      await t.database.db
        .updateTable('words')
        .set({ usage_count: count })
        .where('word', '=', word)
        .where('user_id', '=', alice.user.id)
        .execute();
    }
  });
  afterAll(() => t.close());

  const list = (query = '', token = alice.token) => getJson(t, token, `/api/words${query}`);

  /** Follows nextCursor to the end; answers every page's words. */
  async function walk(query: string, limit: number): Promise<Word[][]> {
    const pages: Word[][] = [];
    let cursor: string | null = null;
    do {
      const separator = query ? '&' : '';
      const url: string = `?${query}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const { status, body } = await list(url);
      expect(status).toBe(200);
      expect(body.hasMore).toBe(body.nextCursor !== null);
      expect(body.words.length).toBeLessThanOrEqual(limit);
      pages.push(body.words);
      cursor = body.nextCursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  }
  const wordsOf = (words: Word[]) => words.map((word) => word.word);

  it('answers the newest 20 first, with the total and a cursor', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: WORDS.length + TIED.length, hasMore: true });
    expect(body.words).toHaveLength(20);
    expect(typeof body.nextCursor).toBe('string');
    expect(
      body.words
        .slice(0, 3)
        .map((word: Word) => word.word)
        .sort(),
    ).toEqual(TIED);
    expect(body.words[3].word).toBe('wired');
    expect(body.words[0]).toEqual(
      expect.objectContaining({ usageCount: 0, partOfSpeech: expect.any(String) }),
    );
  });

  it.each([
    ['recent', 1],
    ['recent', 2],
    ['recent', 5],
    ['alpha', 1],
    ['alpha', 4],
    ['usage', 1],
    ['usage', 3],
    ['usage', 100],
  ])('walks every page sorted by %s, %i at a time, without duplicates or gaps', async (sort, limit) => {
    const pages = await walk(`sort=${sort}`, limit);
    const walked = pages.flat();
    expect(walked).toHaveLength(WORDS.length + TIED.length);
    expect(new Set(walked.map((word) => word.id)).size).toBe(walked.length);
    expect(pages.at(-1)!.length).toBeGreaterThan(0);
    const { body } = await list(`?sort=${sort}&limit=100`);
    expect(walked).toEqual(body.words);
  });

  it('orders recent newest first, ties by id', async () => {
    const words = (await walk('sort=recent', 7)).flat();
    for (let i = 1; i < words.length; i += 1) {
      const [before, after] = [words[i - 1]!, words[i]!];
      expect(before.createdAt >= after.createdAt).toBe(true);
      if (before.createdAt === after.createdAt) expect(before.id < after.id).toBe(true);
    }
    expect(wordsOf(words.slice(3))).toEqual([...WORDS].reverse());
  });

  it('orders alpha from a to z', async () => {
    const words = wordsOf((await walk('sort=alpha', 6)).flat());
    expect(words).toEqual([...WORDS, ...TIED].sort());
  });

  it('orders usage most used first, ties by id', async () => {
    const words = (await walk('sort=usage', 2)).flat();
    expect(wordsOf(words.slice(0, 1))).toEqual(['fuse']);
    expect(wordsOf(words.slice(1, 4)).sort()).toEqual(['leaf', 'mouse', 'weird']);
    expect(words[4]!.word).toBe('go');
    expect(words.map((word) => word.usageCount)).toEqual([7, 3, 3, 3, 1, ...Array(16).fill(0)]);
    const zeros = words.slice(5).map((word) => word.id);
    expect(zeros).toEqual([...zeros].sort());
  });

  it('searches word, definition and translation, ignoring case', async () => {
    expect(wordsOf((await list('?search=WEI')).body.words).sort()).toEqual(['weird']);
    const byDefinition = await list('?search=PHOTOSYNTHESIS');
    expect(wordsOf(byDefinition.body.words)).toEqual(['leaf']);
    expect(byDefinition.body.total).toBe(1);
    const byTranslation = await list(`?search=${encodeURIComponent('保险丝')}`);
    expect(wordsOf(byTranslation.body.words)).toEqual(['fuse']);
    const nothing = await list('?search=zzzz');
    expect(nothing.body).toMatchObject({ words: [], total: 0, hasMore: false, nextCursor: null });
  });

  it('lists words that start with the search first, then words containing it, then meaning matches', async () => {
    const alpha = wordsOf((await walk('search=RE&sort=alpha', 2)).flat());
    expect(alpha.slice(0, 3)).toEqual(['receive', 'relieve', 'wired']);
    const byMeaning = alpha.slice(3);
    expect(byMeaning.length).toBeGreaterThan(3);
    expect(byMeaning).toEqual([...byMeaning].sort());
    const recent = wordsOf((await list('?search=re&sort=recent')).body.words);
    expect(recent.slice(0, 3)).toEqual(['relieve', 'receive', 'wired']);
  });

  it.each([
    ['recent', 1],
    ['alpha', 3],
    ['usage', 2],
    ['due', 2],
  ])('walks a search sorted by %s, %i at a time, without duplicates or gaps', async (sort, limit) => {
    const { body } = await list(`?search=e&sort=${sort}&limit=100`);
    expect(body.total).toBe(body.words.length);
    expect((await walk(`search=e&sort=${sort}`, limit)).flat()).toEqual(body.words);
  });

  it('treats %, _ and \\ in a search as plain characters', async () => {
    expect((await list('?search=%25')).body.total).toBe(0);
    expect((await list('?search=_')).body.total).toBe(0);
    const carol = await registerUser(t);
    await addWord(t, carol.token, { word: 'good', definition: '100% sure_thing \\o/' });
    await addWord(t, carol.token, { word: 'leaf', definition: '100 pure things' });
    for (const search of ['%', '0% s', '_', 'e_t', '\\', '\\o/']) {
      const { body } = await list(`?search=${encodeURIComponent(search)}`, carol.token);
      expect(wordsOf(body.words), search).toEqual(['good']);
    }
  });

  it('pages through search results, with the total of the filtered set', async () => {
    const { body } = await list('?search=e&sort=alpha&limit=100');
    const expected = body.words.length;
    expect(body.total).toBe(expected);
    expect(expected).toBeGreaterThan(5);
    const pages = await walk('search=e&sort=alpha', 3);
    expect(pages.flat()).toEqual(body.words);
    const first = await list('?search=e&sort=alpha&limit=3');
    expect(first.body.total).toBe(expected);
  });

  it('filters by part of speech, with search and paging', async () => {
    const { body } = await list('?partOfSpeech=verb&limit=100');
    expect(body.total).toBe(body.words.length);
    expect(body.words.every((word: Word) => word.partsOfSpeech.includes('verb'))).toBe(true);
    expect(wordsOf(body.words).sort()).toEqual(VERBS);
    expect((await walk('partOfSpeech=verb&sort=usage', 4)).flat()).toHaveLength(VERBS.length);
    const both = await list('?partOfSpeech=verb&search=RELIEF');
    expect(wordsOf(both.body.words)).toEqual(['relieve']);
    expect((await list('?partOfSpeech=suffix')).body).toMatchObject({ words: [], total: 0 });
  });

  it('treats empty query values as absent', async () => {
    const { status, body } = await list('?search=&partOfSpeech=&sort=&limit=&cursor=');
    expect(status).toBe(200);
    expect(body.words).toHaveLength(20);
  });

  it('shows only the caller’s own words, even right after another learner read the same page', async () => {
    expect(wordsOf((await list('?limit=100')).body.words)).not.toContain('bobsword');
    const { body } = await list('?limit=100', bob.token);
    expect(wordsOf(body.words).sort()).toEqual(['abandon', 'bobsword']);
    expect(body.total).toBe(2);
    expect((await list('?search=bobsword')).body.total).toBe(0);
  });

  it.each(['0', '101', '2.5', 'ten', '-1'])('refuses limit=%s', async (limit) => {
    const { status, body } = await list(`?limit=${limit}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'limit', message: 'Limit must be a whole number from 1 to 100' }],
    });
  });

  it('accepts limit 1 and 100', async () => {
    expect((await list('?limit=1')).body.words).toHaveLength(1);
    expect((await list('?limit=100')).body).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('refuses an unknown sort or part of speech', async () => {
    expect((await list('?sort=random')).body.errors).toEqual([
      { field: 'sort', message: 'Sort must be recent, alpha, usage or due' },
    ]);
    expect((await list('?partOfSpeech=thing')).status).toBe(400);
  });

  describe('a bad cursor is a 400', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    it.each([
      ['garbage', 'not-a-cursor!'],
      ['not JSON', Buffer.from('hello').toString('base64url')],
      ['another order', encode({ s: 'alpha', v: 'go', id: 'x' })],
      ['a wrong type', encode({ s: 'recent', v: 5, id: 'x' })],
      ['a missing id', encode({ s: 'recent', v: '2024-01-01T00:00:00.000Z' })],
      ['a negative usage', encode({ s: 'usage', v: -1, id: 'x' })],
      ['an array', encode([1, 2])],
    ])('%s', async (_label, cursor) => {
      const { status, body } = await list(`?cursor=${encodeURIComponent(cursor)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'This page link is invalid or out of date. Please reload the list.',
        errors: [{ field: 'cursor' }],
      });
    });

    it('in Chinese too', async () => {
      const { body } = await getJson(t, alice.token, '/api/words?cursor=abc', 'zh');
      expect(body.message).toBe('分页链接无效或已过期，请刷新列表');
    });

    it('and a search’s cursor is no cursor of the plain list, nor the other way round', async () => {
      const searched = await list('?search=e&limit=2');
      expect((await list(`?cursor=${searched.body.nextCursor}`)).status).toBe(400);
      expect((await list(`?search=e&cursor=${searched.body.nextCursor}`)).status).toBe(200);
      const plain = await list('?limit=2');
      expect((await list(`?search=e&cursor=${plain.body.nextCursor}`)).status).toBe(400);
    });

    it('but a cursor of another sort order of the same list is refused', async () => {
      const { body } = await list('?sort=alpha&limit=2');
      expect((await list(`?sort=usage&cursor=${body.nextCursor}`)).status).toBe(400);
      expect((await list(`?sort=alpha&cursor=${body.nextCursor}`)).status).toBe(200);
    });
  });

  it('requires a session', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/words' });
    expect(response.statusCode).toBe(401);
  });
});
