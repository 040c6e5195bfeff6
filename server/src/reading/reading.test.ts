import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_LIMITS, type ReadingResponse, type ReadingToken } from '@contract';
import { bearer, registerUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { rateCard } from '../test/review';
import { addWord } from '../test/words';

/* docs/api-conventions.md, "Reading": POST /reading marks every word of a pasted text for the learner. */
const TEXT = 'The children went to the harbor. Mice harbored 2000 weird leaves! 我喜欢abandon和calendar.';

describe.each(TEST_DATABASES)('POST /reading (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const read = (token: string | null, text: unknown, language = 'en') =>
    t.inject({
      method: 'POST',
      url: '/api/reading',
      payload: { text },
      headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    });
  const readOk = async (token: string, text: string) => {
    const response = await read(token, text);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReadingResponse>();
  };
  const byText = (tokens: ReadingToken[]) => new Map(tokens.map((token) => [token.text, token]));

  it('gives each English word once, at its offsets, with its dictionary form', async () => {
    const user = await registerUser(t);
    const { tokens } = await readOk(user.token, TEXT);
    expect(tokens.map((token) => [token.text, token.lemma])).toEqual([
      ['The', 'the'],
      ['children', 'child'],
      ['went', 'go'],
      ['to', 'to'],
      ['the', 'the'],
      ['harbor', 'harbor'],
      ['Mice', 'mouse'],
      ['harbored', 'harbor'],
      ['weird', 'weird'],
      ['leaves', 'leave'],
      // Chinese around English words parts them; numbers are no words.
      ['abandon', 'abandon'],
      ['calendar', 'calendar'],
    ]);
    for (const token of tokens) expect(TEXT.slice(token.start, token.end)).toBe(token.text);
  });

  it('counts offsets in UTF-16 units and leaves a possessive out of the word', async () => {
    const user = await registerUser(t);
    const text = "😀 the children's friend";
    const { tokens } = await readOk(user.token, text);
    expect(tokens.map(({ text, start, end }) => ({ text, start, end }))).toEqual([
      { text: 'the', start: 3, end: 6 },
      { text: 'children', start: 7, end: 15 },
      { text: 'friend', start: 18, end: 24 },
    ]);
  });

  it('gives the level of the first book holding the lemma, and the lemma’s frequency', async () => {
    const user = await registerUser(t);
    const tokens = byText((await readOk(user.token, TEXT)).tokens);
    expect(tokens.get('went')?.level).toBe('zk');
    expect(tokens.get('harbored')?.level).toBe('cet4');
    expect(tokens.get('weird')?.level).toBe('ky');
    expect(tokens.get('abandon')?.level).toBe('gk');
    expect(tokens.get('to')).toMatchObject({ level: null, frequencyRank: null });
    // A form is as common as its lemma.
    const go = byText((await readOk(user.token, 'go')).tokens).get('go')!;
    expect(go.frequencyRank).toEqual(expect.any(Number));
    expect(tokens.get('went')?.frequencyRank).toBe(go.frequencyRank);
    expect(tokens.get('Mice')?.frequencyRank).toBe(
      byText((await readOk(user.token, 'mouse')).tokens).get('mouse')!.frequencyRank,
    );
  });

  it("marks each word by the learner's card for its lemma: new, learning, review, known or unlisted", async () => {
    const user = await registerUser(t);
    const go = await addWord(t, user.token, 'go');
    const child = await addWord(t, user.token, 'child');
    await rateCard(t, user.token, child.id, 'again');
    const abandon = await addWord(t, user.token, 'abandon');
    await rateCard(t, user.token, abandon.id, 'easy');
    const calendar = await addWord(t, user.token, 'calendar');
    const known = await t.inject({
      method: 'POST',
      url: `/api/review/${calendar.id}/known`,
      headers: bearer(user.token),
    });
    expect(known.statusCode, known.body).toBe(200);
    // Known from a book without being in the list.
    await post(user.token, '/api/plans', { bookId: 'ky' });
    await post(user.token, '/api/plans/ky/known', { words: ['weird'] });
    // A form saved as typed stands for its lemma.
    const mice = await addWord(t, user.token, 'mice');

    const { tokens, stats } = await readOk(user.token, TEXT);
    const marks = byText(tokens);
    const mark = (text: string) => {
      const { status, wordId } = marks.get(text)!;
      return { status, wordId };
    };
    expect(mark('went')).toEqual({ status: 'new', wordId: go.id });
    expect(mark('children')).toEqual({ status: 'learning', wordId: child.id });
    expect(mark('abandon')).toEqual({ status: 'review', wordId: abandon.id });
    expect(mark('calendar')).toEqual({ status: 'known', wordId: calendar.id });
    expect(mark('weird')).toEqual({ status: 'known', wordId: null });
    expect(mark('Mice')).toEqual({ status: 'new', wordId: mice.id });
    expect(mark('harbor')).toEqual({ status: 'unlisted', wordId: null });
    expect(mark('leaves')).toEqual({ status: 'unlisted', wordId: null });
    // the, to, harbor, leave; the other six lemmas are the learner's.
    expect(stats).toEqual({
      words: 12,
      unique: 10,
      unlisted: 4,
      byLevel: { zk: 5, gk: 1, cet4: 2, ky: 1 },
    });
  });

  it("does not show one learner's words to another", async () => {
    const owner = await registerUser(t);
    await addWord(t, owner.token, 'go');
    const other = await registerUser(t);
    const tokens = byText((await readOk(other.token, 'went')).tokens);
    expect(tokens.get('went')).toMatchObject({ status: 'unlisted', wordId: null });
  });

  it('answers 401 to a guest', async () => {
    const response = await read(null, 'The children went home.');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('takes 20,000 characters and refuses one more, in English and Chinese', async () => {
    const user = await registerUser(t);
    const longest = 'went '.repeat(READING_LIMITS.textMax / 5);
    expect((await readOk(user.token, longest)).stats.words).toBe(READING_LIMITS.textMax / 5);

    const english = await read(user.token, `${longest}x`);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(english.body).toContain('The text can be at most 20,000 characters');
    const chinese = await read(user.token, `${longest}x`, 'zh');
    expect(chinese.statusCode).toBe(400);
    expect(chinese.body).toContain('文本最多 20000 个字符');
  });

  it('refuses an empty text; 20,000 characters of any kind are within the body limit', async () => {
    const user = await registerUser(t);
    const empty = await read(user.token, '', 'zh');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('请粘贴要阅读的文本');
    expect((await read(user.token, 42)).statusCode).toBe(400);
    const chinese = await readOk(user.token, '汉'.repeat(READING_LIMITS.textMax));
    expect(chinese).toMatchObject({ tokens: [], stats: { words: 0, unique: 0, unlisted: 0, byLevel: {} } });
    // Characters, as every limit counts them: an emoji is one, though two UTF-16 units and four bytes.
    const emoji = '😀'.repeat(READING_LIMITS.textMax);
    expect((await read(user.token, emoji)).statusCode).toBe(200);
    const escaped = JSON.stringify({ text: emoji }).replace(
      /[^ -~]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16)}`,
    );
    const asEscapes = await t.inject({
      method: 'POST',
      url: '/api/reading',
      payload: escaped,
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
    });
    expect(asEscapes.statusCode, asEscapes.body).toBe(200);
    expect((await read(user.token, `${emoji}😀`)).statusCode).toBe(400);
  });

  async function post(token: string, url: string, payload: object) {
    const response = await t.inject({ method: 'POST', url, payload, headers: bearer(token) });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
});
