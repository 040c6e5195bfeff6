import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Learner {
  username: string;
  email: string;
  password: string;
}

let counter = 0;
/** A learner nobody has registered yet (unique per run). */
export function newLearner(): Learner {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { username: `learner_${id}`, email: `learner_${id}@example.com`, password: 'correct-horse-7' };
}

/** Registers through the API (faster than the form when the form is not what a spec is about). */
export async function registerByApi(request: APIRequestContext, learner: Learner): Promise<string> {
  // Each learner comes from its own address (the e2e server trusts the loopback proxy header).
  const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter++ & 255}`;
  const response = await request.post('/api/auth/register', {
    data: learner,
    headers: { 'X-Forwarded-For': address },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A form field by its exact accessible name (labels carry a required asterisk that getByLabel trips on). */
export function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/**
 * Signs the page in by storing the token the way the app does, then loads `path`. `preferences` are saved
 * first: a spec about one way of asking a card chooses its question types (the server rotates them).
 */
export async function signIn(
  page: Page,
  learner: Learner,
  path = '/',
  preferences?: Record<string, unknown>,
): Promise<void> {
  const token = await registerByApi(page.request, learner);
  if (preferences) {
    const saved = await page.request.put('/api/auth/preferences', {
      data: preferences,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.status()).toBe(200);
  }
  await storeToken(page, token, path);
}

/**
 * A new learner registered through the API with `words` added to their list (each must be added), the page
 * signed in by storing the token the way the app does; then `path` is loaded (none: the page stays on '/').
 * Returns the token, for the spec's own API calls.
 */
export async function signInWithWords(page: Page, words: string[], path?: string): Promise<string> {
  const token = await registerByApi(page.request, newLearner());
  for (const word of words) {
    const added = await page.request.post('/api/words', {
      headers: { Authorization: `Bearer ${token}` },
      data: { word },
    });
    expect(added.status()).toBe(201);
  }
  await storeToken(page, token, path);
  return token;
}

async function storeToken(page: Page, token: string, path: string | undefined): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  if (path !== undefined) await page.goto(path);
}

/**
 * Every spec fails on a browser console error or an uncaught page error: a screen that works but
 * logs errors is not done.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx response; those are answers the app handles (a wrong password), not errors.
        const handledStatus = /Failed to load resource: the server responded with a status of 4\d\d/;
        if (message.type() === 'error' && !handledStatus.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
