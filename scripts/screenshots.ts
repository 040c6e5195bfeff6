/*
 * Screenshots of every screen in en and zh, light and dark, desktop and phone, for a person to look at.
 * Usage: start a server (e.g. PORT=3200 npm start), then
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3200 [screen ...]
 * Files go to e2e/screenshots/<screen>-<lang>-<theme>-<device>.png (gitignored).
 */
import { constants, publicEncrypt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3200';
const only = process.argv.slice(3);
const outDir = 'e2e/screenshots';

interface Screen {
  name: string;
  path: string;
  signedIn?: boolean;
  /** Runs once before the screen's shots, with the signed-in learner's token (e.g. to add data). */
  seed?: (bearer: string) => Promise<void>;
  prepare?: (page: Page) => Promise<void>;
  /** Shoot only this part of the page (a test id), e.g. one section of a long page. */
  element?: string;
}

const screens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register', prepare: submitEmptyForm },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'profile', path: '/profile', signedIn: true, seed: seedOwnContent },
  { name: 'home-signed-in', path: '/', signedIn: true },
  { name: 'words', path: '/words', signedIn: true, seed: seedWords, prepare: showWordFeatures },
  { name: 'generate', path: '/generate' },
  { name: 'check', path: '/check' },
  {
    name: 'generate-result',
    path: '/generate',
    signedIn: true,
    seed: seedWords,
    prepare: generateFromTwoWords,
  },
  { name: 'check-result', path: '/check', signedIn: true, prepare: checkASentence },
  { name: 'generation-view', path: '/generation/', signedIn: true, seed: seedGeneration },
  { name: 'check-view', path: '/check/', signedIn: true, seed: seedCheck },
  { name: 'result-not-found', path: '/generation/no-such-id' },
  { name: 'community', path: '/community', seed: seedCommunity },
  { name: 'community-checks', path: '/community?tab=checks&sort=popular', signedIn: true },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'review', path: '/review', signedIn: true, seed: seedReviewWords },
  { name: 'review-answer', path: '/review', signedIn: true, prepare: revealAndType },
  { name: 'mistakes', path: '/mistakes', signedIn: true, seed: seedMistakes },
  { name: 'review-done', path: '/review', signedIn: true, seed: reviewEverything },
  { name: 'profile-review', path: '/profile', signedIn: true, element: 'review-activity' },
  // After review-done: some words reviewed, some new; sorted by next review.
  { name: 'words-next-review', path: '/words', signedIn: true, prepare: sortByNextReview },
  { name: 'profile-email-change', path: '/profile', signedIn: true, prepare: askPasswordForEmail },
  // After review-done: the sample words are new, learning or in review, so the reading shows each mark.
  { name: 'read', path: '/read', signedIn: true, seed: seedReading, prepare: readASample },
  { name: 'read-word', path: '/read', signedIn: true, prepare: openAWordOfTheSample },
  { name: 'import-file-report', path: '/words', signedIn: true, prepare: importAFile },
  // Run with AI_DAILY_CALLS_PER_USER=3 and a platform AI, so that few calls are left from the start.
  {
    name: 'check-calls-left',
    path: '/check',
    signedIn: true,
    prepare: (page) => page.getByTestId('daily-calls-hint').waitFor(),
  },
  { name: 'books', path: '/books' },
  { name: 'books-plans', path: '/books', signedIn: true, seed: seedPlans },
  { name: 'plan-dialog', path: '/books', signedIn: true, prepare: openPlanDialog },
  { name: 'book-words', path: '/books/cet4', signedIn: true },
  { name: 'home-plans', path: '/', signedIn: true, element: 'your-plans' },
  { name: 'profile-plans', path: '/profile', signedIn: true, element: 'profile-plans' },
  { name: 'ai-config', path: '/ai-config', signedIn: true, prepare: openKeyForm },
  // Last: the learner keeps this key, so screens after it would generate through it.
  { name: 'ai-config-saved', path: '/ai-config', signedIn: true, seed: seedApiKey },
];

const devices = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/* The dialog that asks for the current password before an email change. */
async function askPasswordForEmail(page: Page) {
  const email = page.locator('input[type=email]');
  await email.fill(`moved.${Date.now()}@example.com`);
  await page.locator('form button[type=submit]').first().click();
  await page.getByRole('dialog').waitFor();
}

async function submitEmptyForm(page: Page) {
  await page.locator('button[type=submit]').click();
}

const SAMPLE_WORDS = ['apple', 'happy', 'quickly', 'river', 'friend', 'beautiful', 'run', 'although'];

async function seedWords(bearer: string) {
  for (const word of SAMPLE_WORDS) {
    await fetch(`${baseUrl}/api/words`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ word }),
    });
  }
}

/** A word being typed (with its dictionary preview) and two words selected. */
async function sortByNextReview(page: Page) {
  await page.locator('label', { hasText: /^(Next review|下次复习)$/ }).click();
  await page.getByTestId('next-review').first().waitFor();
}

async function showWordFeatures(page: Page) {
  await page.getByRole('textbox', { name: /New word|新单词/ }).fill('delicious');
  await page.getByTestId('word-preview').waitFor();
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(2).check();
  // Checking scrolled the page; a full-page shot from the top keeps the fixed top bar where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Two words ticked and a sentence generated (needs an AI: e.g. the scripted provider). */
async function generateFromTwoWords(page: Page) {
  const boxes = page.getByRole('group').getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: /^(Generate|生成)$/ }).click();
  await page.getByTestId('generation-result').waitFor({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function checkASentence(page: Page) {
  await page
    .getByRole('textbox')
    .first()
    // Errors it fixes, and a word it asks the learner to check ("importand").
    .fill('I am student, and it is good idea to play the piano in Monday. It is importand for me.');
  await page.getByRole('button', { name: /^(Check|检查)$/ }).click();
  await page.getByTestId('check-result').waitFor({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

const SAMPLE_TEXT = [
  'Although the river was quiet, my friend ran quickly along the bank. The children went home happy, and the evening light was beautiful.',
  'Later, a serendipitous meeting at the harbor changed everything: the old sailor predicted a storm before anyone else noticed the clouds.',
].join('\n\n');

/** The sample words, reviewed once: some learning, some in review (run alone, the reading has every mark). */
async function seedReading(bearer: string) {
  await seedWords(bearer);
  await reviewEverything(bearer);
}

async function readASample(page: Page) {
  await page.getByTestId('reading-input').fill(SAMPLE_TEXT);
  await page.getByRole('button', { name: /^(Read|阅读)$/ }).click();
  await page.getByTestId('reading-text').waitFor();
}

async function openAWordOfTheSample(page: Page) {
  await readASample(page);
  await page.locator('[data-token]', { hasText: /^went$/ }).click();
  // The dictionary's answer in, not its loading line.
  await page.getByTestId('reading-word-card').getByRole('status').waitFor({ state: 'detached' });
}

/** A word list imported from a file, with its report (one word added, one already there, one misspelled). */
async function importAFile(page: Page) {
  await page.getByRole('button', { name: /^(Import file|导入文件)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'my-words.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`meadow\nlantern\napple\nrecieve\n`),
  });
  await dialog.getByRole('button', { name: /^(Import|导入)$/ }).click();
  await dialog.getByTestId('import-file-summary').waitFor();
}

/** "My own API key" chosen, with a provider and a (hidden) key typed in. */
async function openKeyForm(page: Page) {
  await page.getByRole('radio').nth(1).check();
  await page.locator('input[type=password]').fill('sk-proj-screenshotKey0123456789abcd');
}

/** A saved key, encrypted as the browser does it, so the status shows its preview. */
async function seedApiKey(bearer: string) {
  const { publicKey } = (await (await fetch(`${baseUrl}/api/auth/public-key`)).json()) as {
    publicKey: string;
  };
  const encryptedKey = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('sk-proj-screenshotKey0123456789abcdA1b2'),
  ).toString('base64');
  await fetch(`${baseUrl}/api/auth/api-key`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ useCustomKey: true, provider: 'openai', encryptedKey }),
  });
}

/** The result pages open on an item made through the API (the id is added to the screen's path). */
async function seedGeneration(bearer: string) {
  await seedWords(bearer);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${bearer}` };
  const list = (await (await fetch(`${baseUrl}/api/words?limit=2`, { headers })).json()) as {
    words: { id: string }[];
  };
  const response = await fetch(`${baseUrl}/api/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ wordIds: list.words.map((word) => word.id) }),
  });
  const { generation } = (await response.json()) as { generation: { id: string } };
  screenById('generation-view').path += generation.id;
}

/**
 * A check, checked twice, beside a similar one: the similar list shows the other sentence once, not the
 * repeat.
 */
async function seedCheck(bearer: string) {
  const check = async (sentence: string) => {
    const response = await post('/check', bearer, { sentence });
    return ((await response.json()) as { check: { id: string } }).check.id;
  };
  await check('My sister go to school by bus every day.');
  await check('She go to school every day.');
  screenById('check-view').path += await check('She go to school every day.');
}

const post = (path: string, bearer: string, body: unknown) =>
  fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });

/** Two other learners share sentences and checks; the reader likes some (needs an AI for generations). */
async function seedCommunity(bearer: string) {
  const checks = [
    'She go to school every day.',
    'I have went to Beijing last year.',
    'He is good in playing the piano.',
    'My friend and I go to the library after class.',
  ];
  for (const [index, sentence] of checks.entries()) {
    const author = await signUp();
    await seedWords(author);
    const list = (await (
      await fetch(`${baseUrl}/api/words?limit=${2 + index}`, {
        headers: { authorization: `Bearer ${author}` },
      })
    ).json()) as { words: { id: string }[] };
    const generated = (await (
      await post('/generate', author, { wordIds: list.words.map((word) => word.id) })
    ).json()) as { generation?: { id: string } };
    const checked = (await (await post('/check', author, { sentence })).json()) as { check?: { id: string } };
    if (index % 2 === 0 && generated.generation)
      await post(`/generations/${generated.generation.id}/like`, bearer, {});
    if (index !== 1 && checked.check) await post(`/checks/${checked.check.id}/like`, bearer, {});
  }
}

/** The reader's own sentences and checks, one of them private, for Profile's stats and Your content. */
async function seedOwnContent(bearer: string) {
  await seedWords(bearer);
  const list = (await (
    await fetch(`${baseUrl}/api/words?limit=3`, { headers: { authorization: `Bearer ${bearer}` } })
  ).json()) as { words: { id: string }[] };
  await post('/generate', bearer, { wordIds: list.words.map((word) => word.id) });
  await post('/check', bearer, { sentence: 'They was happy to see the river.' });
  await post('/check', bearer, { sentence: 'I go running quickly every morning.', isPublic: false });
}

/** Words with a sentence that uses two of them in inflected forms, for cloze cards (needs an AI). */
async function seedReviewWords(bearer: string) {
  await seedWords(bearer);
  const list = (await (
    await fetch(`${baseUrl}/api/words?limit=100`, { headers: { authorization: `Bearer ${bearer}` } })
  ).json()) as { words: { id: string; word: string }[] };
  // The first words added come first in the queue: their cards show the sentence.
  const wordIds = list.words.filter((word) => ['apple', 'happy'].includes(word.word)).map((word) => word.id);
  await post('/generate', bearer, { wordIds });
}

/** The answer side, after a typed answer one letter off. */
async function revealAndType(page: Page) {
  await page.getByRole('textbox').first().fill('appel');
  await page.getByRole('textbox').first().press('Enter');
  await page.getByTestId('card-answer').waitFor();
  // The suggested rating took the focus (and scrolled to it); the full-page shot starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Mistakes of several kinds from the learner's own checks. */
async function seedMistakes(bearer: string) {
  for (const sentence of [
    'She go to school every day.',
    'He go home early because he was tired.',
    'They go swimming in the river on sunday.',
  ]) {
    await post('/check', bearer, { sentence });
  }
}

/** Every card in the queue rated, so the end screen shows (and Profile's heatmap has today). */
async function reviewEverything(bearer: string) {
  const headers = { authorization: `Bearer ${bearer}` };
  for (let round = 0; round < 3; round++) {
    const queue = (await (await fetch(`${baseUrl}/api/review/queue?limit=100`, { headers })).json()) as {
      cards: { word: { id: string } }[];
    };
    for (const [index, card] of queue.cards.entries()) {
      await post(`/review/${card.word.id}`, bearer, { rating: index % 3 === 0 ? 'easy' : 'good' });
    }
  }
}

/** Two word book plans, one paced by a date, with the first words of one marked known. */
async function seedPlans(bearer: string) {
  await post('/plans', bearer, { bookId: 'cet4', dailyNew: 20 });
  const inMonths = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  await post('/plans', bearer, { bookId: 'ielts', targetDate: inMonths });
  const words = (await (
    await fetch(`${baseUrl}/api/books/cet4/words?status=unseen&limit=300`, {
      headers: { authorization: `Bearer ${bearer}` },
    })
  ).json()) as { words: { word: string }[] };
  await post('/plans/cet4/known', bearer, { words: words.words.map((entry) => entry.word) });
  // The review queue is what brings a plan's words in: today's share joins the learner's list.
  await fetch(`${baseUrl}/api/review/queue?limit=100`, { headers: { authorization: `Bearer ${bearer}` } });
}

/** The plan dialog for a book without a plan, set by a finish date so its pace shows. */
async function openPlanDialog(page: Page) {
  await page.getByRole('button', { name: /GRE/ }).click();
  await page.getByRole('dialog').waitFor();
  // The segmented control's radio is visually hidden: click its label (the second segment).
  await page.getByRole('dialog').locator('.mantine-SegmentedControl-label').nth(1).click();
  const inMonths = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await page.locator('input[type=date]').fill(inMonths);
}

function screenById(name: string): Screen {
  const found = screens.find((screen) => screen.name === name);
  if (!found) throw new Error(`no screen ${name}`);
  return found;
}

let learners = 0;
async function signUp(): Promise<string> {
  const id = `${Date.now().toString(36)}${learners++}`;
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
  await screen.seed?.(token);
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
        const path = `${outDir}/${screen.name}-${language}-${theme}-${device.name}.png`;
        if (screen.element) await page.getByTestId(screen.element).screenshot({ path });
        else await page.screenshot({ path, fullPage: true });
        await context.close();
      }
    }
  }
}
await browser.close();
console.log(`screenshots in ${outDir}`);
