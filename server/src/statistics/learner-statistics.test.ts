import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { createLearners, seedCheck, seedGeneration, type Learner } from '../test/community';
import { addWord } from '../test/words';

describe.each(TEST_DATABASES)('GET /api/statistics/me (%s)', (database) => {
  let t: TestApp;
  let alice: Learner;
  let bob: Learner;
  beforeAll(async () => {
    t = await createTestApp({ database });
    [alice, bob] = (await createLearners(t, 2)) as [Learner, Learner];
  });
  afterAll(() => t.close());

  const statsOf = async (learner: Learner) => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/statistics/me',
      headers: bearer(learner.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().stats;
  };
  const like = (path: 'generations' | 'checks', id: string, learner: Learner) =>
    t.inject({ method: 'POST', url: `/api/${path}/${id}/like`, headers: bearer(learner.token) });

  it('starts at zero for a new learner', async () => {
    expect(await statsOf(alice)).toEqual({ words: 0, generations: 0, sentenceChecks: 0, likesReceived: 0 });
  });

  it("counts the learner's own words, generations, checks and the likes they received, nobody else's", async () => {
    await addWord(t, alice.token, { word: 'apple', force: true });
    await addWord(t, alice.token, { word: 'river', force: true });
    await addWord(t, bob.token, { word: 'apple', force: true });
    const publicGeneration = await seedGeneration(t, alice.id);
    await seedGeneration(t, alice.id, { isPublic: false });
    const check = await seedCheck(t, alice.id);
    await seedGeneration(t, bob.id);

    expect((await like('generations', publicGeneration, bob)).statusCode).toBe(200);
    expect((await like('generations', publicGeneration, alice)).statusCode).toBe(200);
    expect((await like('checks', check, bob)).statusCode).toBe(200);

    expect(await statsOf(alice)).toEqual({ words: 2, generations: 2, sentenceChecks: 1, likesReceived: 3 });
    expect(await statsOf(bob)).toEqual({ words: 1, generations: 1, sentenceChecks: 0, likesReceived: 0 });
  });

  it('needs a signed-in learner', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/statistics/me' });
    expect(response.statusCode).toBe(401);
  });
});
