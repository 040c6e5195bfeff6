import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dictionary } from '../dictionary';
import { bearer, registerUser, type RegisteredUser } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { openFixtureDictionary } from '../test/dictionary';

/** 500 words no dictionary knows: 'zqa', 'zqb', ... */
const GIBBERISH = Array.from({ length: 500 }, (_, i) => ({
  word: `zq${i.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)))}`,
}));

describe('POST /api/words/import under load', () => {
  describe('the limit per learner', () => {
    let t: TestApp;
    let alice: RegisteredUser;
    let bob: RegisteredUser;
    beforeAll(async () => {
      t = await createTestApp({ rateLimits: { importWordsPerUser: { limit: 2, windowMs: 60_000 } } });
      alice = await registerUser(t);
      bob = await registerUser(t);
    });
    afterAll(() => t.close());

    const importWords = (user: RegisteredUser, language = 'en') =>
      t.inject({
        method: 'POST',
        url: '/api/words/import',
        headers: { ...bearer(user.token), 'accept-language': language },
        payload: { words: [{ word: 'leaf' }] },
      });

    it('answers 429 with Retry-After once a learner passes the limit, and spares the others', async () => {
      expect((await importWords(alice)).statusCode).toBe(200);
      expect((await importWords(alice)).statusCode).toBe(200);
      const limited = await importWords(alice, 'zh');
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: `尝试次数过多，请 ${retryAfter} 秒后再试`,
        retryAfter,
      });
      expect((await importWords(bob)).statusCode).toBe(200);
    });
  });

  describe('other requests meanwhile', () => {
    let t: TestApp;
    let dictionary: Dictionary;
    let alice: RegisteredUser;
    let suggested = 0;
    let onFirstSuggestion: () => void = () => {};
    beforeAll(async () => {
      const fixture = await openFixtureDictionary();
      // Each suggestion costs what one does on the full ECDICT index with a cold cache (~2 ms).
      dictionary = {
        ...fixture,
        suggest(word, limit) {
          suggested += 1;
          if (suggested === 1) onFirstSuggestion();
          const until = performance.now() + 2;
          while (performance.now() < until);
          return fixture.suggest(word, limit);
        },
      };
      t = await createTestApp({ dictionary });
      alice = await registerUser(t);
    });
    afterAll(async () => {
      await t.close();
      dictionary.close();
    });

    it('are answered while an import of 500 unknown words is looking for suggestions', async () => {
      let healthAnswered: { atSuggestion: number } | null = null;
      let importAnswered = false;
      let health: Promise<unknown> = Promise.resolve();
      onFirstSuggestion = () => {
        health = t.inject({ method: 'GET', url: '/api/health' }).then((response) => {
          expect(response.statusCode).toBe(200);
          healthAnswered = { atSuggestion: suggested };
          expect(importAnswered).toBe(false);
        });
      };
      const imported = await t.inject({
        method: 'POST',
        url: '/api/words/import',
        headers: bearer(alice.token),
        payload: { words: GIBBERISH },
      });
      importAnswered = true;
      await health;
      expect(imported.statusCode).toBe(200);
      expect(imported.json().misspelled).toHaveLength(500);
      // Answered while the import still had suggestions to work out, not after it was done with them.
      expect(healthAnswered).not.toBeNull();
      expect(healthAnswered!.atSuggestion).toBeLessThan(suggested);
    });
  });
});
