import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountExportSchema,
  authResponseSchema,
  checkListResponseSchema,
  checkResponseSchema,
  deleteContentResponseSchema,
  dictionaryLookupResponseSchema,
  errorEnvelopeSchema,
  generationListResponseSchema,
  generationResponseSchema,
  learnerStatisticsResponseSchema,
  likeResponseSchema,
  messageResponseSchema,
  publicConfigSchema,
  publicStatsResponseSchema,
  relatedGenerationsResponseSchema,
  siteStatisticsResponseSchema,
  userResponseSchema,
  wordListResponseSchema,
  wordResponseSchema,
  wordStatsResponseSchema,
  type Generation,
  type SentenceCheck,
  type Word,
} from '@contract';
import { bearer, newAccount } from '../test/accounts';
import { TEST_DATABASES, type TestApp } from '../test/app';
import { createAiTestApp, type AiTestApp } from '../test/generations';

/*
 * The main flows of a learner, replayed against the contract: every answer, as production writes it
 * (the compiled serializer, no parse on the way out), must be exactly what its contract schema reads:
 * nothing missing, nothing the schema does not know.
 */
describe.each(TEST_DATABASES)('the main flows answer what the contract says (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ai = await createAiTestApp(database, { checkAnswers: false });
    t = ai.t;
  });
  afterAll(() => ai.close());

  async function call<Schema extends z.ZodType>(
    schema: Schema,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: object; token?: string | null; status?: number } = {},
  ): Promise<z.output<Schema>> {
    const { payload, token: as = token, status = 200 } = options;
    const response = await t.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: as ? bearer(as) : {},
    });
    expect(response.statusCode, response.body).toBe(status);
    const body: unknown = response.json();
    const parsed = schema.safeParse(body);
    expect(parsed.error, `${method} ${url}`).toBeUndefined();
    // Nothing dropped or added between the server's writer and the contract's reader.
    expect(parsed.data).toEqual(body);
    return parsed.data as z.output<Schema>;
  }

  it('register, sign in, account and public settings', async () => {
    const account = newAccount('contract');
    const session = await call(authResponseSchema, 'POST', '/api/auth/register', {
      payload: account,
      token: null,
      status: 201,
    });
    token = session.token;
    otherToken = (
      await call(authResponseSchema, 'POST', '/api/auth/register', {
        payload: newAccount('reader'),
        token: null,
        status: 201,
      })
    ).token;
    await call(authResponseSchema, 'POST', '/api/auth/login', {
      payload: { email: account.email, password: account.password },
      token: null,
    });
    await call(userResponseSchema, 'GET', '/api/auth/me');
    await call(userResponseSchema, 'PUT', '/api/auth/preferences', { payload: { theme: 'dark' } });
    await call(userResponseSchema, 'PUT', '/api/auth/font-settings', { payload: { size: 'lg' } });
    await call(publicConfigSchema, 'GET', '/api/config', { token: null });
  });

  const words: Word[] = [];
  it('words: add, list, look up, stats; errors in their envelope', async () => {
    for (const word of ['abandon', 'calendar']) {
      const added = await call(wordResponseSchema, 'POST', '/api/words', { payload: { word }, status: 201 });
      words.push(added.word);
    }
    const page = await call(wordListResponseSchema, 'GET', '/api/words?limit=1');
    expect(page.hasMore).toBe(true);
    await call(wordListResponseSchema, 'GET', `/api/words?limit=1&cursor=${page.nextCursor}`);
    await call(wordStatsResponseSchema, 'GET', '/api/words/stats');
    await call(dictionaryLookupResponseSchema, 'GET', '/api/words/lookup?word=went');
    const conflict = await call(errorEnvelopeSchema, 'POST', '/api/words', {
      payload: { word: 'abandon' },
      status: 409,
    });
    expect(conflict.code).toBe('CONFLICT');
    const misspelled = await call(errorEnvelopeSchema, 'POST', '/api/words', {
      payload: { word: 'abandn' },
      status: 422,
    });
    expect(misspelled.suggestions).toEqual(expect.arrayContaining(['abandon']));
    const invalid = await call(errorEnvelopeSchema, 'POST', '/api/words', { payload: {}, status: 400 });
    expect(invalid.errors?.[0]?.field).toBe('word');
  });

  let generation: Generation;
  let check: SentenceCheck;
  it('generate and check, then the owner lists, changes and relates them', async () => {
    generation = (
      await call(generationResponseSchema, 'POST', '/api/generate', {
        payload: { wordIds: words.map((word) => word.id) },
        status: 201,
      })
    ).generation;
    check = (
      await call(checkResponseSchema, 'POST', '/api/check', {
        payload: { sentence: 'She go to school every day.' },
        status: 201,
      })
    ).check;
    await call(generationListResponseSchema, 'GET', '/api/generations');
    await call(checkListResponseSchema, 'GET', '/api/checks');
    await call(generationResponseSchema, 'GET', `/api/generations/${generation.id}`, { token: null });
    await call(relatedGenerationsResponseSchema, 'GET', `/api/generations/${generation.id}/related`);
    await call(checkResponseSchema, 'PUT', `/api/checks/${check.id}/privacy`, {
      payload: { isPublic: false },
    });
    await call(errorEnvelopeSchema, 'GET', `/api/checks/${check.id}`, { token: null, status: 404 });
    await call(checkResponseSchema, 'PUT', `/api/checks/${check.id}/privacy`, {
      payload: { isPublic: true },
    });
  });

  it('feeds, likes and statistics, for guests and readers', async () => {
    const feed = await call(generationListResponseSchema, 'GET', '/api/generations/public?sort=popular', {
      token: null,
    });
    expect(feed.generations.map((item) => item.id)).toContain(generation.id);
    await call(checkListResponseSchema, 'GET', '/api/checks/public', { token: otherToken });
    const like = await call(likeResponseSchema, 'POST', `/api/generations/${generation.id}/like`, {
      token: otherToken,
    });
    expect(like).toMatchObject({ liked: true, likes: 1 });
    const liked = await call(generationListResponseSchema, 'GET', '/api/generations/public', {
      token: otherToken,
    });
    expect(liked.generations.find((item) => item.id === generation.id)?.likedByMe).toBe(true);
    await call(publicStatsResponseSchema, 'GET', '/api/generations/public/stats', { token: null });
    await call(publicStatsResponseSchema, 'GET', '/api/checks/public/stats', { token: null });
    await call(siteStatisticsResponseSchema, 'GET', '/api/statistics', { token: null });
  });

  it('profile numbers, export, and deleting', async () => {
    const mine = await call(learnerStatisticsResponseSchema, 'GET', '/api/statistics/me');
    expect(mine.stats).toMatchObject({ words: 2, generations: 1, sentenceChecks: 1, likesReceived: 1 });
    const file = await t.inject({ method: 'GET', url: '/api/export', headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    const exported = accountExportSchema.safeParse(file.json());
    expect(exported.error).toBeUndefined();
    expect(exported.data?.generations.map((item) => item.id)).toEqual([generation.id]);
    await call(messageResponseSchema, 'DELETE', `/api/checks/${check.id}`);
    await call(deleteContentResponseSchema, 'DELETE', '/api/content');
    await call(errorEnvelopeSchema, 'GET', '/api/auth/me', { token: 'not-a-token', status: 401 });
  });
});
