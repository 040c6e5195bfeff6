import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../test/app';
import { createParametersRepository, LOG_PAGE } from './repository';
import { FORGETFUL_MEMORY, seedSimulatedLog, simulateLearner } from './simulated-learner';

describe.each(TEST_DATABASES)('reading a learner’s whole review log for a fit (%s)', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('reads every rating oldest first, and lets the event loop turn between its pages', async () => {
    const learner = await registerUser(t);
    const simulation = simulateLearner({
      memory: FORGETFUL_MEMORY,
      days: 30,
      newCardsPerDay: 12,
      start: new Date('2026-03-02T09:00:00Z'),
    });
    await seedSimulatedLog(t.database.db, learner.user.id, simulation);
    const pages = Math.ceil(simulation.ratings.length / LOG_PAGE);
    expect(pages).toBeGreaterThanOrEqual(3);

    // better-sqlite3 answers at once: without a turn, the whole log is read before any timer or request.
    let turns = 0;
    let reading = true;
    const count = () => {
      if (!reading) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const log = await createParametersRepository(t.database.db).ratings(learner.user.id);
    reading = false;

    expect(log).toHaveLength(simulation.ratings.length);
    const times = log.map((rating) => rating.reviewedAt);
    expect(times).toEqual([...times].sort());
    expect(turns).toBeGreaterThanOrEqual(pages - 1);
  });
});
