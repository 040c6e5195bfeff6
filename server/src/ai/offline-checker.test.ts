import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { createOfflineChecker, type OfflineCheckerHandle } from './offline-checker';

const BILINGUAL = { grammarLanguage: 'bilingual', englishVariety: 'american' } as const;

describe('POST /api/check while the checker is saturated', () => {
  let checker: OfflineCheckerHandle;
  let t: TestApp;
  let alice: RegisteredUser;
  beforeAll(async () => {
    checker = createOfflineChecker({ maxWaiting: 1 });
    t = await createTestApp({ ai: { offlineChecker: checker } });
    alice = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    await checker.close();
  });

  const check = (accept: string) =>
    t.inject({
      method: 'POST',
      url: '/api/check',
      headers: { ...bearer(alice.token), accept },
      payload: { sentence: 'She go to school every day.' },
    });

  it(
    'answers 503 CHECKER_BUSY with Retry-After at once, and the admitted checks still finish',
    { timeout: 90_000 },
    async () => {
      // Harper is starting for the first: it is in flight for seconds, and the second fills the queue.
      const admitted = [
        checker.check('This is a apple.', BILINGUAL),
        checker.check('I has a cat.', BILINGUAL),
      ] as const;

      const json = await check('application/json');
      expect(json.statusCode).toBe(503);
      const retryAfter = Number(json.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(json.json()).toEqual({
        success: false,
        code: 'CHECKER_BUSY',
        message: `The grammar checker is busy. Please try again in ${retryAfter} seconds.`,
        retryAfter,
      });

      const stream = await check('application/x-ndjson');
      const lines = stream.payload
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.at(-1)).toEqual({
        type: 'error',
        code: 'CHECKER_BUSY',
        message: expect.stringContaining('The grammar checker is busy'),
        retryAfter: expect.any(Number),
      });

      const [apple, cat] = await Promise.all(admitted);
      expect(apple.correctedSentence).toBe('This is an apple.');
      expect(cat.correctedSentence).toBe('I have a cat.');
      expect((await check('application/json')).statusCode).toBe(201);
    },
  );
});
