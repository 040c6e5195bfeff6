import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';

/* The preferences of a schedule fitted to the learner and of reminders (docs/api-conventions.md). */
describe.each(TEST_DATABASES)('the schedule and reminder preferences (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  const put = (payload: object, language = 'en') =>
    t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload,
      headers: { ...bearer(alice.token), 'accept-language': language },
    });
  const me = async () =>
    (await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(alice.token) })).json().user;

  it('start at 90 % retention, no review limit, no easy days, every question type, no reminder', () => {
    expect(alice.user.preferences).toMatchObject({
      desiredRetention: 0.9,
      dailyReviewLimit: 0,
      easyDays: [],
      questionTypes: ['cloze', 'recall', 'recognition', 'listening'],
      reminder: { email: false, hour: 20 },
    });
  });

  it('are saved and kept; a reminder may be sent in part', async () => {
    const response = await put({
      desiredRetention: 0.85,
      dailyReviewLimit: 150,
      easyDays: [6, 0],
      questionTypes: ['listening', 'cloze'],
      reminder: { email: true, hour: 7 },
    });
    expect(response.statusCode).toBe(200);
    await put({ reminder: { hour: 21 } });
    expect((await me()).preferences).toMatchObject({
      desiredRetention: 0.85,
      dailyReviewLimit: 150,
      easyDays: [0, 6],
      questionTypes: ['cloze', 'listening'],
      reminder: { email: true, hour: 21 },
    });
  });

  it.each([
    [{ desiredRetention: 0.99 }, 'Desired retention must be from 0.70 to 0.97'],
    [{ desiredRetention: 0.5 }, 'Desired retention must be from 0.70 to 0.97'],
    [{ dailyReviewLimit: 10_000 }, 'The daily review limit must be a whole number from 0 to 9999'],
    [{ easyDays: [7] }, 'Easy days must be weekdays from 0 (Sunday) to 6 (Saturday), each at most once'],
    [{ easyDays: [1, 1] }, 'Easy days must be weekdays from 0 (Sunday) to 6 (Saturday), each at most once'],
    [{ questionTypes: [] }, 'Choose at least one question type: cloze, recall, recognition or listening'],
    [
      { questionTypes: ['spelling'] },
      'Choose at least one question type: cloze, recall, recognition or listening',
    ],
    [{ reminder: { hour: 24 } }, 'The reminder hour must be a whole number from 0 to 23'],
  ])('refuse %j with a 400 that says why', async (payload, message) => {
    const before = (await me()).preferences;
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(message);
    expect((await me()).preferences).toEqual(before);
  });

  it('explain a refusal in Chinese to a Chinese learner', async () => {
    const response = await put({ desiredRetention: 1 }, 'zh');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('目标记忆率必须在 0.70 到 0.97 之间');
  });
});
