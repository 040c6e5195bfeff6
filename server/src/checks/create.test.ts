import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Mistake, SentenceCheck } from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { checkJson, type ScriptedProvider } from '../test/ai-provider';
import { createOfflineChecker, type OfflineCheckerHandle } from '../ai/offline-checker';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { openFixtureDictionary } from '../test/dictionary';
import {
  abandonStream,
  createAiTestApp,
  ndjsonEvents,
  NDJSON,
  postCheck,
  request,
  type AiTestApp,
} from '../test/generations';

const CHECK_KEYS = [
  'author',
  'correctedSentence',
  'createdAt',
  'explanation',
  'grammarLanguage',
  'id',
  'isCorrect',
  'isPublic',
  'issues',
  'likedByMe',
  'likes',
  'model',
  'provider',
  'reasoning',
  'score',
  'sentence',
  'unknownWords',
];

describe.each(TEST_DATABASES)('checking a sentence (%s)', (database) => {
  let ai: AiTestApp;
  let t: TestApp;
  let provider: ScriptedProvider;
  let alice: RegisteredUser;
  beforeAll(async () => {
    ai = await createAiTestApp(database);
    ({ t, provider } = ai);
    alice = await registerUser(t);
  });
  afterAll(() => ai.close());

  const savedCount = async () => {
    const row = await t.database.db
      .selectFrom('published_items')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('kind', '=', 'check')
      .where('user_id', '=', alice.user.id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('checks the sentence and answers 201 with the check, issues located in the sentence', async () => {
    const response = await postCheck(t, alice.token, { sentence: '  She go to school.  ' });
    expect(response.statusCode).toBe(201);
    const { success, check } = response.json<{ success: boolean; check: SentenceCheck }>();
    expect(success).toBe(true);
    expect(Object.keys(check).sort()).toEqual(CHECK_KEYS);
    expect(check).toMatchObject({
      sentence: 'She go to school.',
      correctedSentence: 'She goes to school.',
      isCorrect: false,
      score: 70,
      grammarLanguage: 'bilingual',
      isPublic: false,
      likes: 0,
      likedByMe: false,
      reasoning: null,
      model: 'scripted-model',
      author: { username: alice.username },
      unknownWords: [],
    });
    expect(check.issues).toEqual([
      expect.objectContaining({ type: 'grammar', original: 'go', suggestion: 'goes', start: 4, end: 6 }),
    ]);
    expect(check.sentence.slice(check.issues[0]!.start, check.issues[0]!.end)).toBe('go');
    expect((await request(t, 'GET', `/api/checks/${check.id}`, alice.token)).body.check).toEqual(check);
  });

  it('keeps a check private unless the learner shares it, whatever showInCommunity says', async () => {
    const dan = await registerUser(t);
    expect(dan.user.preferences.showInCommunity).toBe(true);
    const check = (await postCheck(t, dan.token, { sentence: 'She go to school.' })).json().check;
    expect(check.isPublic).toBe(false);
    const feed = await request(t, 'GET', '/api/checks/public?sort=recent&limit=100', null);
    expect(feed.body.checks.map((item: SentenceCheck) => item.id)).not.toContain(check.id);
    const shared = (await postCheck(t, dan.token, { sentence: 'It works.', isPublic: true })).json().check;
    expect(shared.isPublic).toBe(true);
  });

  it('follows the preferences unless the request says otherwise', async () => {
    const carol = await registerUser(t);
    await t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload: { grammarLanguage: 'english', showInCommunity: false },
      headers: bearer(carol.token),
    });
    const byPreference = (await postCheck(t, carol.token, { sentence: 'It works.' })).json().check;
    expect(byPreference).toMatchObject({ grammarLanguage: 'english', isPublic: false, isCorrect: true });
    const asked = (
      await postCheck(t, carol.token, { sentence: 'It works.', grammarLanguage: 'bilingual', isPublic: true })
    ).json().check;
    expect(asked).toMatchObject({ grammarLanguage: 'bilingual', isPublic: true });
  });

  it('accepts 800 characters and refuses 801 with the product’s message', async () => {
    const count = await savedCount();
    const long = await postCheck(t, alice.token, { sentence: 'a'.repeat(801) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Sentence is too long. Maximum 800 characters allowed.',
      errors: [{ field: 'sentence', message: 'Sentence is too long. Maximum 800 characters allowed.' }],
    });
    const zh = await postCheck(t, alice.token, { sentence: 'a'.repeat(801) }, { 'accept-language': 'zh' });
    expect(zh.json().message).toBe('句子太长了，最多 800 个字符');
    expect(await savedCount()).toBe(count);
    expect((await postCheck(t, alice.token, { sentence: 'a'.repeat(800) })).statusCode).toBe(201);
    expect((await postCheck(t, alice.token, { sentence: '   ' })).json().message).toBe(
      'Please enter a sentence',
    );
    expect((await postCheck(t, null, { sentence: 'Hello.' })).statusCode).toBe(401);
  });

  it("asks the model for the learner's English variety", async () => {
    const saved = await request(t, 'PUT', '/api/auth/preferences', alice.token, {
      payload: { englishVariety: 'british' },
    });
    expect(saved.status).toBe(200);
    try {
      expect((await postCheck(t, alice.token, { sentence: 'My favourite colour is blue.' })).statusCode).toBe(
        201,
      );
      expect(JSON.stringify(provider.completions.at(-1)?.body)).toContain(
        'The learner writes British English',
      );
    } finally {
      await request(t, 'PUT', '/api/auth/preferences', alice.token, {
        payload: { englishVariety: 'american' },
      });
    }
    expect((await postCheck(t, alice.token, { sentence: 'My favorite color is blue.' })).statusCode).toBe(
      201,
    );
    expect(JSON.stringify(provider.completions.at(-1)?.body)).toContain(
      'The learner writes American English',
    );
  });

  it('saves nothing when every attempt is invalid', async () => {
    const count = await savedCount();
    provider.enqueue({ content: '[]' }, { content: checkJson({ explanation: '' }) });
    const response = await postCheck(t, alice.token, { sentence: 'She go home.', maxRetries: 2 });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'AI_FORMAT_ERROR',
      // A check's own words; generations keep the product's 'Generation failed after {attempts} attempts'.
      message: 'The check failed after 2 attempts. Please try again.',
    });
    provider.enqueue({ content: '[]' }, { content: '[]' });
    const zh = await postCheck(
      t,
      alice.token,
      { sentence: 'She go home.', maxRetries: 2 },
      { 'accept-language': 'zh' },
    );
    expect(zh.json().message).toBe('尝试 2 次后仍未完成检查，请重试');
    expect(await savedCount()).toBe(count);
  });

  it('saves a check with its mistakes or not at all: a mistake that cannot be written leaves no check', async () => {
    const db = t.database.db;
    const counted = async () => ({
      checks: await savedCount(),
      terms: Number(
        (
          await db
            .selectFrom('check_terms')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      stats: (await request(t, 'GET', '/api/statistics/me', alice.token)).body.stats.sentenceChecks,
    });
    const before = await counted();
    // The database itself refuses the mistakes, as a full disk or a lost connection would mid-transaction.
    if (database === 'sqlite') {
      await sql`create trigger refuse_mistakes before insert on mistakes begin select raise(abort, 'refused'); end`.execute(
        db,
      );
    } else {
      await sql`create function refuse_mistakes() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_mistakes before insert on mistakes for each row execute function refuse_mistakes()`.execute(
        db,
      );
    }
    try {
      const response = await postCheck(t, alice.token, { sentence: 'She go to school.' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    } finally {
      await sql`drop trigger refuse_mistakes${sql.raw(database === 'sqlite' ? '' : ' on mistakes')}`.execute(
        db,
      );
      if (database === 'postgres') await sql`drop function refuse_mistakes()`.execute(db);
    }
    expect(await counted()).toEqual(before);
    // And with the notebook writable again, the same check is saved with its mistake.
    const saved = await postCheck(t, alice.token, { sentence: 'She go to school.' });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json().check;
    const mistakes = (await request(t, 'GET', '/api/mistakes?limit=100', alice.token)).body.mistakes;
    expect(mistakes.filter((mistake: Mistake) => mistake.checkId === id)).toEqual([
      expect.objectContaining({ original: 'go', suggestion: 'goes' }),
    ]);
  });

  it('streams attempt, retry, partial and done in order', async () => {
    provider.enqueue({ content: 'oops' });
    const response = await postCheck(
      t,
      alice.token,
      { sentence: 'He go there.', maxRetries: 2 },
      { accept: NDJSON, 'accept-language': 'zh' },
    );
    expect(response.statusCode).toBe(200);
    const events = ndjsonEvents(response.body);
    const types = events.map((event) => event.type);
    expect(events[0]).toEqual({ type: 'attempt', attempt: 1, maxAttempts: 2 });
    const retry = types.indexOf('retry');
    expect(events[retry]).toMatchObject({ type: 'retry', attempt: 2, maxAttempts: 2 });
    expect(events[retry]!.message).toMatch(/[\u4e00-\u9fff]/);
    expect(types.indexOf('attempt', retry)).toBe(retry + 1);
    expect(types.lastIndexOf('partial')).toBeGreaterThan(retry);
    expect(types.at(-1)).toBe('done');
    const done = events.at(-1)!.check as SentenceCheck;
    expect(done.correctedSentence).toBe('He goes there.');
    expect((await request(t, 'GET', `/api/checks/${done.id}`, alice.token)).body.check).toEqual(done);
  });

  it('stops the provider and saves nothing when the client goes away mid-stream', async () => {
    const count = await savedCount();
    provider.enqueue({ content: checkJson(), chunks: 20, chunkDelayMs: 100 });
    const upstream = provider.nextRequest();
    const first = await abandonStream(t, '/api/check', alice.token, { sentence: 'She go to school.' });
    expect(first).toMatchObject({ type: 'attempt', attempt: 1 });
    expect(await (await upstream).closed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await savedCount()).toBe(count);
  });
});

describe.each(TEST_DATABASES)('an offline check of a word nobody knows (%s)', (database) => {
  let checker: OfflineCheckerHandle;
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    // The real checker: Harper in a worker, with the test dictionary (which has no "cigarrets").
    checker = createOfflineChecker({ dictionary: await openFixtureDictionary() });
    t = await createTestApp({ database, ai: { offlineChecker: checker } });
    alice = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await checker.close();
  });

  it(
    'asks the learner to check its spelling, keeps that with the check, and files no mistake',
    { timeout: 60_000 },
    async () => {
      const response = await postCheck(t, alice.token, { sentence: 'I want to quit cigarrets.' });
      expect(response.statusCode).toBe(201);
      const { check } = response.json<{ check: SentenceCheck }>();
      expect(check).toMatchObject({
        correctedSentence: 'I want to quit cigarrets.',
        isCorrect: false,
        issues: [],
        unknownWords: [{ word: 'cigarrets', start: 15, end: 24 }],
      });
      expect(check.score).toBeLessThan(100);
      expect((await request(t, 'GET', `/api/checks/${check.id}`, alice.token)).body.check).toEqual(check);
      // A guess is no correction to learn: the notebook stays empty.
      expect((await request(t, 'GET', '/api/mistakes', alice.token)).body.mistakes).toEqual([]);
    },
  );
});
