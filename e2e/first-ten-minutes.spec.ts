import type { Page } from '@playwright/test';
import { checkJson, resetAi, scriptAi } from './support/ai';
import { createCheck, createGeneration } from './support/content';
import { field, newLearner, registerByApi, signIn, test, expect } from './support/test';

test.beforeEach(async () => {
  // Several screens and a streamed answer each: more than the default on a busy machine.
  test.setTimeout(120_000);
  await resetAi();
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('registering and logging in each say so in a toast', async ({ page }) => {
  const learner = newLearner();
  await page.goto('/register');
  await field(page, 'Username').fill(learner.username);
  await field(page, 'Email').fill(learner.email);
  await field(page, 'Password').fill(learner.password);
  await field(page, 'Confirm password').fill(learner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Registration successful. Welcome to Wordloom!')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Signed out first: a signed-in learner who opens /login is sent home.
  await expect(toast(page, 'You have logged out. See you soon!')).toBeVisible();
  // The top bar's Log in link sits under the logout toast: go there directly.
  await page.goto('/login');
  await field(page, 'Email').fill(learner.email);
  await field(page, 'Password').fill(learner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Login successful')).toBeVisible();
});

test("a guest's sentence is still there after logging in from the Check prompt", async ({ page }) => {
  const learner = newLearner();
  await registerByApi(page.request, learner);
  await page.goto('/check');
  const box = page.getByRole('textbox', { name: 'Your sentence' });
  await box.fill('Yesterday I go to the park with my friends.');
  await page.getByRole('button', { name: 'Check', exact: true }).click();

  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('Log in or create a free account to check your sentence.');
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await field(page, 'Email').fill(learner.email);
  await field(page, 'Password').fill(learner.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/check');
  await expect(box).toHaveValue('Yesterday I go to the park with my friends.');
});

test('result pages have a Like button; guests are asked to sign in to like', async ({ page, browser }) => {
  const author = await registerByApi(page.request, newLearner());
  const generationId = await createGeneration(page.request, author, ['river', 'quickly']);
  const checkId = await createCheck(page.request, author, 'She go to school every day.');

  const guest = await browser.newPage();
  await guest.goto(`/generation/${generationId}`);
  await guest.getByTestId('like-button').click();
  await expect(guest.getByRole('dialog')).toContainText('Log in or create a free account to like sentences');
  await guest.close();

  await signIn(page, newLearner(), `/generation/${generationId}`);
  const heart = page.getByTestId('like-button');
  await expect(heart).toHaveText('0');
  // The name starts with what the button shows.
  await expect(heart).toHaveAccessibleName(/^0 likes/);
  await heart.click();
  await expect(heart).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByTestId('like-button')).toHaveText('1');

  await page.goto(`/check/${checkId}`);
  await page.getByTestId('like-button').click();
  await expect(page.getByTestId('like-button')).toHaveText('1');
  await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
});

test('shortcuts: Ctrl+Enter generates, Esc cancels a running check, / focuses the Words search', async ({
  page,
}) => {
  await signIn(page, newLearner(), '/words');
  const token = await page.evaluate(() => localStorage.getItem('wordloom.token'));
  const imported = await page.request.post('/api/words/import', {
    headers: { Authorization: `Bearer ${token}` },
    data: { words: [{ word: 'river' }, { word: 'quickly' }] },
  });
  expect(imported.ok()).toBe(true);
  await page.reload();
  const search = page.getByRole('searchbox', { name: 'Search words' });
  await expect(search).toBeVisible({ timeout: 30_000 });
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');

  const { words } = (await (
    await page.request.get('/api/words', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { words: { id: string }[] };
  await page.goto(`/generate?words=${words.map((word) => word.id).join(',')}`);
  await expect(page.getByTestId('selected-count')).toContainText('2 / 50', { timeout: 30_000 });
  await page.locator('body').press('Control+Enter');
  await expect(page.getByTestId('generation-result')).toBeVisible({ timeout: 30_000 });

  await page.goto('/check');
  await scriptAi({ content: checkJson(), chunks: 20, chunkDelayMs: 300 });
  const box = page.getByRole('textbox', { name: 'Your sentence' });
  await box.fill('She go to school.');
  await box.press('Control+Enter');
  await expect(page.getByTestId('ai-progress')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cancelled')).toBeVisible();
  await expect(page.getByTestId('ai-progress')).toHaveCount(0);
});

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('starts in Chinese until the visitor chooses', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('link', { name: '社区' }).first()).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '显示或隐藏密码' })).toHaveCount(1);
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('starts in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Community' }).first()).toBeVisible();
  });
});
