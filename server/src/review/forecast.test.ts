import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForecastDay } from '@contract';
import { bearer, registerUser, setPreferences, type RegisteredUser } from '../test/accounts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test/app';
import { setTimeToNextNoon } from '../test/review';
import { importWords, setReviewCards } from '../test/review-cards';
import { getJson } from '../test/words';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(TEST_DATABASES)('the review forecast (%s)', (database) => {
  let t: TestApp;
  let noon: Date;
  beforeAll(async () => {
    t = await createTestApp({ database });
    noon = setTimeToNextNoon(t);
  });
  afterAll(() => t.close());

  const forecast = async (user: RegisteredUser, query = '') => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/review/forecast${query}`,
      headers: bearer(user.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ days: ForecastDay[] }>().days;
  };

  it("counts the cards falling due on each of the learner's days, today with every card due now", async () => {
    const user = await registerUser(t);
    // India is 5:30 ahead of UTC: noon UTC is 17:30 there, and the day ends at 18:30 UTC.
    await setPreferences(t, user.token, { timeZone: 'Asia/Kolkata' });
    const ids = await importWords(t, user, [
      'abandon',
      'calendar',
      'child',
      'friend',
      'harvest',
      'go',
      'good',
    ]);
    const dues = [
      -3 * DAY, // overdue: today
      6 * HOUR + 20 * MINUTE, // 23:50 in India: today
      6 * HOUR + 35 * MINUTE, // 00:05 in India: tomorrow
      10 * DAY,
      29 * DAY, // the 30th day, the last of the default forecast
      31 * DAY, // beyond it
    ];
    for (const [index, offset] of dues.entries()) {
      await setReviewCards(t, [ids[index]!], { due: new Date(noon.getTime() + offset) });
    }
    // The seventh card stays new: new cards are not in the forecast.
    const days = await forecast(user);
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe(new Date(noon.getTime() + 5.5 * HOUR).toISOString().slice(0, 10));
    expect(days.map((day) => day.date)).toEqual(
      days.map((_, index) => new Date(Date.parse(days[0]!.date) + index * DAY).toISOString().slice(0, 10)),
    );
    const counts = days.map((day) => day.due);
    expect(counts.slice(0, 2)).toEqual([2, 1]);
    expect(counts[10]).toBe(1);
    expect(counts[29]).toBe(1);
    // The sum: every card due within the 30 days.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);

    const year = await forecast(user, '?days=365');
    expect(year).toHaveLength(365);
    expect(year.reduce((sum, day) => sum + day.due, 0)).toBe(6);
    expect(await forecast(user, '?days=1')).toEqual([{ date: days[0]!.date, due: 2 }]);
  });

  it('refuses days outside 1..365 in the caller’s language, and guests', async () => {
    const user = await registerUser(t);
    for (const [days, language, message] of [
      ['0', 'en', 'Days must be a whole number from 1 to 365'],
      ['366', 'zh', '天数必须是 1 到 365 之间的整数'],
      ['2.5', 'en', 'Days must be a whole number from 1 to 365'],
    ] as const) {
      const { status, body } = await getJson(t, user.token, `/api/review/forecast?days=${days}`, language);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ field: 'days', message }] });
    }
    expect((await t.inject({ method: 'GET', url: '/api/review/forecast' })).statusCode).toBe(401);
  });
});
