import { describe, expect, it } from 'vitest';
import { bearer } from '../test/accounts';
import { TEST_DATABASES } from '../test/app';
import { withLearnerPair } from '../test/suite';
import { seedCheck, seedGeneration, type Learner } from '../test/community';
import { addWord } from '../test/words';

describe.each(TEST_DATABASES)('GET /api/statistics/me (%s)', (database) => {
  const suite = withLearnerPair(database);

  const statsOf = async (learner: Learner) => {
    const response = await suite.t.inject({
      method: 'GET',
      url: '/api/statistics/me',
      headers: bearer(learner.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().stats;
  };
  const like = (path: 'generations' | 'checks', id: string, learner: Learner) =>
    suite.t.inject({ method: 'POST', url: `/api/${path}/${id}/like`, headers: bearer(learner.token) });

  it('starts at zero for a new learner', async () => {
    expect(await statsOf(suite.alice)).toEqual({
      words: 0,
      generations: 0,
      sentenceChecks: 0,
      likesReceived: 0,
    });
  });

  it("counts the learner's own words, generations, checks and the likes they received, nobody else's", async () => {
    await addWord(suite.t, suite.alice.token, { word: 'apple', force: true });
    await addWord(suite.t, suite.alice.token, { word: 'river', force: true });
    await addWord(suite.t, suite.bob.token, { word: 'apple', force: true });
    const publicGeneration = await seedGeneration(suite.t, suite.alice.id);
    await seedGeneration(suite.t, suite.alice.id, { isPublic: false });
    const check = await seedCheck(suite.t, suite.alice.id);
    await seedGeneration(suite.t, suite.bob.id);

    expect((await like('generations', publicGeneration, suite.bob)).statusCode).toBe(200);
    expect((await like('generations', publicGeneration, suite.alice)).statusCode).toBe(200);
    expect((await like('checks', check, suite.bob)).statusCode).toBe(200);

    expect(await statsOf(suite.alice)).toEqual({
      words: 2,
      generations: 2,
      sentenceChecks: 1,
      likesReceived: 3,
    });
    expect(await statsOf(suite.bob)).toEqual({
      words: 1,
      generations: 1,
      sentenceChecks: 0,
      likesReceived: 0,
    });
  });

  it('needs a signed-in learner', async () => {
    const response = await suite.t.inject({ method: 'GET', url: '/api/statistics/me' });
    expect(response.statusCode).toBe(401);
  });
});
