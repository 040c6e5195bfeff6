import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewRating, Word } from '@contract';
import { TEST_DATABASES } from '../test/app';
import { withRegisteredPair } from '../test/suite';
import { addWord, getJson } from '../test/words';

const MINUTE = 60_000;
/* Added one minute apart, in this order; the first three are then rated. */
const WORDS = ['abandon', 'calendar', 'child', 'friend', 'fuse', 'leaf'];
const RATINGS: Record<string, ReviewRating> = { abandon: 'again', calendar: 'good', child: 'easy' };

/* The Words screen's "next review": each word's card, the `due` sort and the review filter. */
describe.each(TEST_DATABASES)('words by next review (%s)', (database) => {
  const suite = withRegisteredPair(database);
  beforeAll(async () => {
    const ids: Record<string, string> = {};
    for (const word of WORDS) {
      ids[word] = (await addWord(suite.t, suite.alice.token, word)).id;
      suite.t.advanceTime(MINUTE);
    }
    await addWord(suite.t, suite.bob.token, 'abandon');
    // Again: due in a minute; Good: in ten; Easy: in days. Five minutes on, only "abandon" is due.
    for (const [word, rating] of Object.entries(RATINGS)) {
      const rated = await suite.t.inject({
        method: 'POST',
        url: `/api/review/${ids[word]}`,
        headers: { authorization: `Bearer ${suite.alice.token}` },
        payload: { rating },
      });
      expect(rated.statusCode).toBe(200);
    }
    suite.t.advanceTime(5 * MINUTE);
  });

  const list = (query: string, token = suite.alice.token, language?: string) =>
    getJson(suite.t, token, `/api/words?${query}`, language);
  const wordsOf = (words: Word[]) => words.map((word) => word.word);

  async function walk(query: string, limit: number): Promise<Word[]> {
    const words: Word[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      words.push(...body.words);
      cursor = body.nextCursor;
    } while (cursor !== null && words.length < 100);
    return words;
  }

  it("gives each listed word its card's state and due time", async () => {
    const { body } = await list('sort=alpha');
    const byWord = Object.fromEntries(body.words.map((word: Word) => [word.word, word.review]));
    expect(byWord.abandon).toEqual({ state: 'learning', due: expect.any(String) });
    expect(byWord.child.state).toBe('review');
    expect(new Date(byWord.child.due).getTime()).toBeGreaterThan(Date.parse(byWord.calendar.due));
    expect(byWord.friend).toEqual({ state: 'new', due: expect.any(String) });
  });

  it.each([1, 2, 4])(
    'sorts by next review, %i a page: reviewed cards by due time, then new words oldest first',
    async (limit) => {
      expect(wordsOf(await walk('sort=due', limit))).toEqual([
        'abandon',
        'calendar',
        'child',
        'friend',
        'fuse',
        'leaf',
      ]);
    },
  );

  it.each([
    ['due', ['abandon']],
    ['scheduled', ['calendar', 'child']],
    ['new', ['friend', 'fuse', 'leaf']],
  ])('filters to %s cards, with the total of the filtered set', async (filter, expected) => {
    const { body } = await list(`review=${filter}&sort=due`);
    expect(wordsOf(body.words)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(wordsOf(await walk(`review=${filter}&sort=alpha`, 1))).toEqual([...expected].sort());
  });

  it('a card falls due with time', async () => {
    suite.t.advanceTime(10 * MINUTE);
    expect(wordsOf((await list('review=due&sort=due')).body.words)).toEqual(['abandon', 'calendar']);
    suite.t.advanceTime(-10 * MINUTE);
  });

  it("never shows another learner's words or cards", async () => {
    const { body } = await list('sort=due', suite.bob.token);
    expect(wordsOf(body.words)).toEqual(['abandon']);
    expect(body.words[0].review.state).toBe('new');
    expect((await list('review=due', suite.bob.token)).body.total).toBe(0);
  });

  it('refuses an unknown review filter, in the caller’s language', async () => {
    const en = await list('review=soon');
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual([{ field: 'review', message: 'Review must be due, scheduled or new' }]);
    const zh = await list('review=soon', suite.alice.token, 'zh-CN');
    expect(zh.body.errors).toEqual([{ field: 'review', message: '复习筛选只能是 due、scheduled 或 new' }]);
  });

  it("refuses another order's cursor for the due order", async () => {
    const { body } = await list('sort=alpha&limit=1');
    expect((await list(`sort=due&cursor=${body.nextCursor}`)).status).toBe(400);
  });
});
