import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@contract';
import { bearer, registerUser, setPreferences, type RegisteredUser } from '../test/accounts';
import { TEST_DATABASES, type TestApp } from '../test/app';
import { createPlansTestApp, ZK } from '../test/plans';
import { addWord } from '../test/words';

describe.each(TEST_DATABASES)('word-book plans (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPlansTestApp(database);
  });
  afterAll(() => t.close());

  const call = async (
    user: RegisteredUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en',
  ) => {
    const response = await t.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { ...(user ? bearer(user.token) : {}), 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const start = async (user: RegisteredUser, payload: object) => {
    const { status, body } = await call(user, 'POST', '/api/plans', payload);
    expect(status).toBe(201);
    return body.plan as Plan;
  };
  const plans = async (user: RegisteredUser) => {
    const { status, body } = await call(user, 'GET', '/api/plans');
    expect(status).toBe(200);
    return body.plans as Plan[];
  };
  const setZone = (user: RegisteredUser, timeZone: string) => setPreferences(t, user.token, { timeZone });

  describe('POST /plans and GET /plans', () => {
    it('start a plan at 20 words a day when neither a number nor a date is given, in the caller’s language', async () => {
      const learner = await registerUser(t);
      const { status, body } = await call(learner, 'POST', '/api/plans', { bookId: 'zk' }, 'zh-CN');
      expect(status).toBe(201);
      expect(body).toEqual({
        success: true,
        message: '计划已开始：每天 20 个新词',
        plan: {
          bookId: 'zk',
          dailyNew: 20,
          targetDate: null,
          paused: false,
          startedAt: '2030-03-10T12:00:00.000Z',
          total: ZK.length,
          introduced: 0,
          known: 0,
          remaining: ZK.length,
          introducedToday: 0,
          // 20 today, the last 3 tomorrow.
          projectedFinish: '2030-03-11',
        },
      });
      expect(await plans(learner)).toEqual([body.plan]);

      // Plans are listed in the order they were started.
      t.advanceTime(1000);
      const english = await call(learner, 'POST', '/api/plans', { bookId: 'cet4', dailyNew: 7 });
      expect(english.body.message).toBe('Plan started: 7 new words a day');
      expect((await plans(learner)).map((plan) => [plan.bookId, plan.dailyNew])).toEqual([
        ['zk', 20],
        ['cet4', 7],
      ]);
    });

    it('answer 404 for an unknown book, 409 for a second plan of a book, 400 for a bad number or date, in en and zh', async () => {
      const learner = await registerUser(t);
      for (const [language, message] of [
        ['en', 'There is no such word book'],
        ['zh', '没有这本词书'],
      ]) {
        expect(await call(learner, 'POST', '/api/plans', { bookId: 'toeic' }, language)).toEqual({
          status: 404,
          body: { success: false, code: 'NOT_FOUND', message },
        });
      }

      await start(learner, { bookId: 'gk' });
      for (const [language, message] of [
        ['en', 'You already have a plan for this book'],
        ['zh', '你已经有这本词书的计划了'],
      ]) {
        expect(await call(learner, 'POST', '/api/plans', { bookId: 'gk', dailyNew: 5 }, language)).toEqual({
          status: 409,
          body: { success: false, code: 'CONFLICT', message },
        });
      }
      expect(await plans(learner)).toHaveLength(1);

      for (const [language, message] of [
        ['en', 'The target date must be after today'],
        ['zh', '目标日期必须晚于今天'],
      ]) {
        expect(
          await call(learner, 'POST', '/api/plans', { bookId: 'zk', targetDate: '2030-03-10' }, language),
        ).toEqual({
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_ERROR',
            message,
            errors: [{ field: 'targetDate', message }],
          },
        });
      }
      const zero = await call(learner, 'POST', '/api/plans', { bookId: 'zk', dailyNew: 0 }, 'zh');
      expect(zero.status).toBe(400);
      expect(zero.body.errors).toEqual([
        { field: 'dailyNew', message: '每日新词数必须是 1 到 200 之间的整数' },
      ]);
      const badDate = await call(learner, 'POST', '/api/plans', { bookId: 'zk', targetDate: '2030-02-30' });
      expect(badDate.body.errors).toEqual([
        { field: 'targetDate', message: 'Please give the date as YYYY-MM-DD' },
      ]);
      const noBook = await call(learner, 'POST', '/api/plans', {});
      expect(noBook.body.errors).toEqual([{ field: 'bookId', message: 'Please choose a word book' }]);
      expect(await plans(learner)).toHaveLength(1);

      expect((await call(null, 'POST', '/api/plans', { bookId: 'zk' })).status).toBe(401);
      expect((await call(null, 'GET', '/api/plans')).status).toBe(401);
    });

    it('count the book words already in the list and those marked known, each once', async () => {
      const learner = await registerUser(t);
      await addWord(t, learner.token, 'child');
      await addWord(t, learner.token, 'the');
      await addWord(t, learner.token, 'quickly');
      const plan = await start(learner, { bookId: 'zk', dailyNew: 10 });
      expect(plan).toMatchObject({ total: 23, introduced: 2, known: 0, remaining: 21 });
      // 10 today, 11 left: 2 more days.
      expect(plan.projectedFinish).toBe('2030-03-12');

      // "the" is in the list (its card becomes known), "be" is not, "quickly" is not in the book.
      const marked = await call(learner, 'POST', '/api/plans/zk/known', {
        words: ['the', 'Be', 'be', 'quickly', 'zzz'],
      });
      expect(marked.status).toBe(200);
      expect(marked.body).toEqual({
        success: true,
        marked: 2,
        plan: expect.objectContaining({ introduced: 1, known: 2, remaining: 20 }),
      });
      const again = await call(learner, 'POST', '/api/plans/zk/known', { words: ['the', 'be'] });
      expect(again.body.marked).toBe(0);
      expect((await plans(learner))[0]).toMatchObject({ introduced: 1, known: 2, remaining: 20 });
    });
  });

  describe('the pace from a target date', () => {
    it('spreads what is left over the days to the date, counted in the learner’s zone', async () => {
      const learner = await registerUser(t);
      await setZone(learner, 'Asia/Shanghai');
      // 04:00 on the 11th in Shanghai, still the 10th in UTC.
      t.setTime(new Date('2030-03-10T20:00:00Z'));
      try {
        const notAfter = await call(learner, 'POST', '/api/plans', {
          bookId: 'zk',
          targetDate: '2030-03-11',
        });
        expect(notAfter.status).toBe(400);

        const { body } = await call(learner, 'POST', '/api/plans', {
          bookId: 'zk',
          targetDate: '2030-03-14',
        });
        // 23 words over 3 days.
        expect(body.message).toBe('Plan started: 8 new words a day');
        expect(body.plan).toMatchObject({
          dailyNew: 8,
          targetDate: '2030-03-14',
          projectedFinish: '2030-03-13',
        });

        // The same date is a day away for a learner in UTC.
        const utc = await registerUser(t);
        expect(await start(utc, { bookId: 'zk', targetDate: '2030-03-11' })).toMatchObject({
          dailyNew: 23,
          projectedFinish: '2030-03-10',
        });

        // The next day in Shanghai: 2 days left.
        t.setTime(new Date('2030-03-11T20:00:00Z'));
        expect((await plans(learner))[0]).toMatchObject({ dailyNew: 12, projectedFinish: '2030-03-13' });

        // A date wins over the number; without the date the number counts again.
        const numbered = await call(learner, 'PUT', '/api/plans/zk', { dailyNew: 5 });
        expect(numbered.body).toMatchObject({ message: 'Plan updated', plan: { dailyNew: 12 } });
        const dropped = await call(learner, 'PUT', '/api/plans/zk', { targetDate: null });
        expect(dropped.body.plan).toMatchObject({
          dailyNew: 5,
          targetDate: null,
          projectedFinish: '2030-03-16',
        });

        const past = await call(learner, 'PUT', '/api/plans/zk', { targetDate: '2030-03-12' }, 'zh');
        expect(past.status).toBe(400);
        expect(past.body.errors).toEqual([{ field: 'targetDate', message: '目标日期必须晚于今天' }]);
        const far = await call(learner, 'PUT', '/api/plans/zk', { targetDate: '2030-04-30' });
        // 23 words over 48 days: at least one a day.
        expect(far.body.plan).toMatchObject({ dailyNew: 1, targetDate: '2030-04-30' });
      } finally {
        t.setTime(new Date('2030-03-10T12:00:00Z'));
      }
    });
  });

  describe('PUT /plans/{bookId}', () => {
    it('pauses and resumes with their own messages; a paused plan has no projected finish', async () => {
      const learner = await registerUser(t);
      await start(learner, { bookId: 'zk' });
      const paused = await call(learner, 'PUT', '/api/plans/zk', { paused: true }, 'zh');
      expect(paused.body).toMatchObject({
        message: '计划已暂停',
        plan: { paused: true, projectedFinish: null },
      });
      const resumed = await call(learner, 'PUT', '/api/plans/zk', { paused: false });
      expect(resumed.body).toMatchObject({
        message: 'Plan resumed',
        plan: { paused: false, projectedFinish: '2030-03-11' },
      });
      const both = await call(learner, 'PUT', '/api/plans/zk', { paused: true, dailyNew: 30 });
      expect(both.body).toMatchObject({
        message: 'Plan updated',
        plan: { paused: true, dailyNew: 30 },
      });
    });
  });

  describe('a book without a plan', () => {
    it('answers 404 to PUT, DELETE and known, in en and zh', async () => {
      const learner = await registerUser(t);
      await start(learner, { bookId: 'gk' });
      for (const [language, message] of [
        ['en', 'You have no plan for this book'],
        ['zh', '你还没有这本词书的计划'],
      ]) {
        const expected = { status: 404, body: { success: false, code: 'NOT_FOUND', message } };
        expect(await call(learner, 'PUT', '/api/plans/zk', { paused: true }, language)).toEqual(expected);
        expect(await call(learner, 'DELETE', '/api/plans/zk', undefined, language)).toEqual(expected);
        expect(await call(learner, 'POST', '/api/plans/zk/known', { words: ['the'] }, language)).toEqual(
          expected,
        );
        expect(await call(learner, 'DELETE', '/api/plans/nope', undefined, language)).toEqual(expected);
      }
      // Another learner's plan is not theirs.
      const other = await registerUser(t);
      expect((await call(other, 'DELETE', '/api/plans/gk')).status).toBe(404);
      expect(await plans(learner)).toHaveLength(1);
    });
  });

  describe('POST /plans/{bookId}/known', () => {
    it('refuses more than 500 words at once and writes nothing', async () => {
      const learner = await registerUser(t);
      await start(learner, { bookId: 'zk' });
      const words = [...ZK, ...Array.from({ length: 501 - ZK.length }, (_, i) => `word${i}`)];
      for (const [language, message] of [
        ['en', 'Mark between 1 and 500 words at a time'],
        ['zh', '每次可标记 1 到 500 个单词'],
      ]) {
        const refused = await call(learner, 'POST', '/api/plans/zk/known', { words }, language);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'words', message }],
        });
      }
      expect((await plans(learner))[0]).toMatchObject({ known: 0, remaining: ZK.length });

      const all = await call(learner, 'POST', '/api/plans/zk/known', { words: words.slice(0, 500) });
      expect(all.body).toMatchObject({ marked: ZK.length, plan: { known: ZK.length, remaining: 0 } });
      expect(all.body.plan.projectedFinish).toBe('2030-03-10');
    });
  });

  describe('DELETE /plans/{bookId}', () => {
    it('stops the plan with its message', async () => {
      const learner = await registerUser(t);
      await start(learner, { bookId: 'zk' });
      expect(await call(learner, 'DELETE', '/api/plans/zk', undefined, 'zh')).toEqual({
        status: 200,
        body: { success: true, message: '计划已停止。计划带来的单词仍保留在你的单词本中。' },
      });
      expect(await plans(learner)).toEqual([]);
      // A new plan for the book may start again.
      await start(learner, { bookId: 'zk' });
    });
  });
});
