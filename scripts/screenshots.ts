/*
 * Screenshots of every screen in en and zh, light and dark, desktop and phone, for a person to look at.
 * Usage: start a server (e.g. PORT=3200 npm start), then
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3200 [screen ...]
 * Files go to e2e/screenshots/<screen>-<lang>-<theme>-<device>.png (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3200';
const only = process.argv.slice(3);
const outDir = 'e2e/screenshots';

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  prepare?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register', prepare: submitEmptyForm },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'home-signed-in', path: '/', signedIn: true },
  { name: 'words', path: '/words', signedIn: true },
  { name: 'generate', path: '/generate' },
  { name: 'check', path: '/check' },
  { name: 'community', path: '/community' },
  { name: 'not-found', path: '/no-such-page' },
];

const devices = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

async function submitEmptyForm(page: Page) {
  await page.locator('button[type=submit]').click();
}

async function signUp(): Promise<string> {
  const id = Date.now().toString(36);
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `reader_${id}`,
      email: `reader_${id}@example.com`,
      password: 'reader-123',
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function savePreferences(bearer: string, preferences: Record<string, string>) {
  await fetch(`${baseUrl}/api/auth/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(preferences),
  });
}

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const token = await signUp();
for (const screen of screens.filter((s) => only.length === 0 || only.includes(s.name))) {
  for (const language of ['en', 'zh']) {
    for (const theme of ['light', 'dark']) {
      for (const device of devices) {
        // A signed-in learner's saved preferences win over the browser's, so save the ones to show.
        if (screen.signedIn) await savePreferences(token, { language, theme });
        const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile });
        await context.addInitScript(
          ({ lang, scheme, stored }) => {
            localStorage.setItem('wordloom.language', lang);
            localStorage.setItem('wordloom.theme', scheme);
            if (stored) localStorage.setItem('wordloom.token', stored);
          },
          { lang: language, scheme: theme, stored: screen.signedIn ? token : '' },
        );
        const page = await context.newPage();
        await page.goto(baseUrl + screen.path, { waitUntil: 'networkidle' });
        await screen.prepare?.(page);
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `${outDir}/${screen.name}-${language}-${theme}-${device.name}.png`,
          fullPage: true,
        });
        await context.close();
      }
    }
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
