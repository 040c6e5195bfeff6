import { default_w } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FSRS_FIT_MIN_REVIEWS,
  type FitParametersResponse,
  type ResetParametersResponse,
  type ReviewParametersResponse,
} from '@contract';
import { bearer, registerUser, type RegisteredUser } from '../../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/app';
import { FORGETFUL_MEMORY, seedSimulatedLog, simulateLearner } from './simulated-learner';

const START = new Date('2026-03-02T09:00:00Z');

describe.each(TEST_DATABASES)('FSRS fitted to the learner (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const call = (user: RegisteredUser, method: 'GET' | 'POST' | 'DELETE', language = 'en') =>
    t.inject({
      method,
      url: '/api/review/parameters',
      headers: { ...bearer(user.token), 'accept-language': language },
    });
  const parametersOf = async (user: RegisteredUser) => {
    const response = await call(user, 'GET');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewParametersResponse>();
  };
  const learnerWithLog = async (days: number, newCardsPerDay: number) => {
    const learner = await registerUser(t);
    const simulation = simulateLearner({ memory: FORGETFUL_MEMORY, days, newCardsPerDay, start: START });
    await seedSimulatedLog(t.database.db, learner.user.id, simulation);
    return { learner, reviews: simulation.ratings.length };
  };

  it('schedules with the defaults until a fit is kept', async () => {
    const learner = await registerUser(t);
    expect(await parametersOf(learner)).toMatchObject({
      parameters: [...default_w],
      source: 'default',
      reviews: null,
      computedAt: null,
      reviewsAvailable: 0,
      reviewsRequired: FSRS_FIT_MIN_REVIEWS,
    });
  });

  it('refuses a short log with 409 NOT_ENOUGH_REVIEWS, saying how many more are needed', async () => {
    const { learner } = await learnerWithLog(20, 3);
    const { reviewsAvailable } = await parametersOf(learner);
    expect(reviewsAvailable).toBeGreaterThan(0);
    expect(reviewsAvailable).toBeLessThan(FSRS_FIT_MIN_REVIEWS);
    const needed = FSRS_FIT_MIN_REVIEWS - reviewsAvailable;

    const english = await call(learner, 'POST');
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({ success: false, code: 'NOT_ENOUGH_REVIEWS', needed });
    expect(english.json<{ message: string }>().message).toContain(`${needed} more`);
    const chinese = await call(learner, 'POST', 'zh');
    expect(chinese.json<{ message: string }>().message).toContain(`还差 ${needed} 次`);
    expect((await parametersOf(learner)).source).toBe('default');
  });

  it('fits a log of 60 days to a lower log loss than the defaults, keeps it, and goes back on DELETE', async () => {
    const { learner, reviews } = await learnerWithLog(60, 6);
    expect(reviews).toBeGreaterThanOrEqual(2_000);
    const { reviewsAvailable } = await parametersOf(learner);

    // Two at once: the second waits for the first fit and answers the same.
    const [first, second] = await Promise.all([call(learner, 'POST'), call(learner, 'POST')]);
    expect(first.statusCode, first.body).toBe(200);
    const fit = first.json<FitParametersResponse>();
    expect(second.json()).toEqual(fit);
    expect(fit.kept).toBe(true);
    expect(fit.logLoss.after).toBeLessThan(fit.logLoss.before);
    expect(fit.reviews).toBe(reviewsAvailable);
    expect(fit.parameters).toHaveLength(default_w.length);
    expect(fit.parameters).not.toEqual([...default_w]);
    // The learner forgets new words sooner than the defaults assume: the fit's first-day stability is lower.
    expect(fit.parameters[2]).toBeLessThan(default_w[2]!);
    expect(fit.message).toContain(`${fit.reviews} of your reviews`);

    const fitted = await parametersOf(learner);
    expect(fitted).toMatchObject({
      parameters: fit.parameters,
      source: 'optimized',
      reviews: fit.reviews,
      computedAt: t.now().toISOString(),
    });

    const reset = await call(learner, 'DELETE', 'zh');
    expect(reset.statusCode).toBe(200);
    expect(reset.json<ResetParametersResponse>()).toMatchObject({
      parameters: [...default_w],
      source: 'default',
      reviews: null,
      message: '复习计划已恢复为 FSRS 默认参数。',
    });
    expect((await parametersOf(learner)).source).toBe('default');
  });

  it("reads and changes only the caller's own parameters, and only with a session", async () => {
    const { learner } = await learnerWithLog(60, 6);
    const other = await registerUser(t);
    expect((await call(learner, 'POST')).statusCode).toBe(200);
    expect((await parametersOf(other)).source).toBe('default');
    expect((await call(other, 'DELETE')).statusCode).toBe(200);
    expect((await parametersOf(learner)).source).toBe('optimized');
    const anonymous = await t.inject({ method: 'POST', url: '/api/review/parameters' });
    expect(anonymous.statusCode).toBe(401);
  });
});
