import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { bearer, newAccount, registerUser, type RegisteredUser } from '../test/accounts';

describe.each(TEST_DATABASES)('the learning-loop preferences (%s)', (database) => {
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    t = await createTestApp({ database });
    alice = await registerUser(t);
  });
  afterAll(() => t.close());

  const put = (payload: object, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      payload,
      headers: { ...bearer(alice.token), ...headers },
    });
  const me = async () =>
    (await t.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(alice.token) })).json().user;

  it('start as American English, 10 new words a day, in UTC', () => {
    expect(alice.user.preferences).toMatchObject({
      englishVariety: 'american',
      dailyNewWords: 10,
      timeZone: 'UTC',
    });
  });

  it('are saved by PUT /auth/preferences and kept', async () => {
    const response = await put({ englishVariety: 'british', dailyNewWords: 0, timeZone: 'Asia/Shanghai' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.preferences).toMatchObject({
      englishVariety: 'british',
      dailyNewWords: 0,
      timeZone: 'Asia/Shanghai',
    });
    expect((await me()).preferences).toMatchObject({
      englishVariety: 'british',
      dailyNewWords: 0,
      timeZone: 'Asia/Shanghai',
      theme: 'light',
    });
    await put({ dailyNewWords: 100 });
    expect((await me()).preferences).toMatchObject({ dailyNewWords: 100, englishVariety: 'british' });
  });

  it('store a zone under its canonical name', async () => {
    const response = await put({ timeZone: 'america/new_york' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.preferences.timeZone).toBe('America/New_York');
  });

  it('take the browser’s zone at registration', async () => {
    const account = newAccount('zoned');
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, preferences: { timeZone: 'Europe/London' } },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.preferences).toMatchObject({ timeZone: 'Europe/London', dailyNewWords: 10 });
  });

  it.each([
    [{ englishVariety: 'australian' }, 'englishVariety', 'English variety must be american or british'],
    [{ dailyNewWords: 101 }, 'dailyNewWords', 'New words a day must be a whole number from 0 to 100'],
    [{ dailyNewWords: -1 }, 'dailyNewWords', 'New words a day must be a whole number from 0 to 100'],
    [{ dailyNewWords: 2.5 }, 'dailyNewWords', 'New words a day must be a whole number from 0 to 100'],
    [{ dailyNewWords: '10' }, 'dailyNewWords', 'New words a day must be a whole number from 0 to 100'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Please choose a valid time zone, such as Asia/Shanghai'],
    [{ timeZone: '+08:00' }, 'timeZone', 'Please choose a valid time zone, such as Asia/Shanghai'],
    [{ timeZone: '' }, 'timeZone', 'Please choose a valid time zone, such as Asia/Shanghai'],
    [{ timeZone: 8 }, 'timeZone', 'Please choose a valid time zone, such as Asia/Shanghai'],
  ])('refuse %j with a 400', async (payload, field, message) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field, message }] });
  });

  it('refuse in Chinese for a Chinese request', async () => {
    const response = await put({ dailyNewWords: 500 }, { 'accept-language': 'zh' });
    expect(response.json().errors[0].message).toBe('每日新词数必须是 0 到 100 之间的整数');
  });

  it('refuse a bad zone at registration', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newAccount('badzone'), preferences: { timeZone: 'Nowhere/City' } },
    });
    expect(response.statusCode).toBe(400);
  });
});
