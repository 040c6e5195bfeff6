import type { Page } from '@playwright/test';
import { checkJson, resetAi, scriptAi } from './support/ai';
import { createCheck } from './support/content';
import { newLearner, registerByApi, test, expect } from './support/test';

async function openCheck(page: Page): Promise<string> {
  const token = await registerByApi(page.request, newLearner());
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto('/check');
  await expect(page.getByRole('heading', { level: 1, name: 'Check a sentence' })).toBeVisible();
  return token;
}

const sentenceBox = (page: Page) => page.getByRole('textbox', { name: 'Your sentence' });
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check', exact: true });

test.beforeEach(async () => {
  await resetAi();
});

test('checks a sentence: score, the issue marked in the sentence, and the correction as a diff', async ({
  page,
}) => {
  await openCheck(page);
  await sentenceBox(page).fill('She go to school every day.');
  await expect(page.getByTestId('char-counter')).toHaveText('27 / 800');
  await scriptAi({
    content: checkJson({
      correctedSentence: 'She goes to school every day.',
      explanation: 'The verb must agree with the subject.',
    }),
    chunks: 4,
    chunkDelayMs: 300,
  });
  await sentenceBox(page).press('Control+Enter');
  await expect(page.getByTestId('ai-progress')).toContainText('Attempt 1 of 3');

  const result = page.getByTestId('check-result');
  await expect(result.getByTestId('check-score')).toHaveText('70');
  await expect(result.getByText('Needs correction')).toBeVisible();
  const diff = result.getByTestId('correction-diff');
  await expect(diff.locator('del')).toHaveText('removed: go');
  await expect(diff.locator('ins')).toHaveText('added: goes');
  await expect(result.getByTestId('check-explanation')).toHaveText('The verb must agree with the subject.');

  const mark = result.getByRole('button', { name: 'Issue 1, Grammar: go' });
  await mark.click();
  await expect(page.getByRole('dialog')).toContainText('Third person singular takes -s.');
  await expect(result.getByTestId('issue-list')).toContainText('goes');
});

test('refuses a sentence over 800 characters', async ({ page }) => {
  await openCheck(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/check')) posts.push(request.url());
  });
  await sentenceBox(page).fill('a'.repeat(800));
  await expect(page.getByTestId('char-counter')).toHaveText('800 / 800');
  await expect(page.getByText('Sentence is too long. Maximum 800 characters allowed.')).toHaveCount(0);

  await sentenceBox(page).press('End');
  await sentenceBox(page).press('b');
  const counter = page.getByTestId('char-counter');
  await expect(counter).toHaveText('801 / 800');
  await expect(counter).toHaveCSS('color', /rgb\(2[0-9]{2}, [0-9]{1,2}, [0-9]{1,2}\)/);
  await expect(page.getByText('Sentence is too long. Maximum 800 characters allowed.')).toBeVisible();
  await checkButton(page).click();
  await sentenceBox(page).press('Control+Enter');
  await expect(page.getByTestId('ai-progress')).toHaveCount(0);
  expect(posts).toEqual([]);
});

test('a check is private until shared: guests do not find it; made public they can read it', async ({
  page,
  browser,
}) => {
  await openCheck(page);
  await sentenceBox(page).fill('She go to school every day.');
  await checkButton(page).click();
  const result = page.getByTestId('check-result');
  // A learner's mistakes are theirs: a check starts private.
  await expect(result.getByTestId('visibility')).toHaveText('Private');
  const path = (await page.getByTestId('recent-checks').getByRole('link').first().getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/check\/.+/);

  const guest = await browser.newPage();
  await guest.goto(path);
  await expect(guest.getByRole('heading', { level: 1, name: 'Sentence check not found' })).toBeVisible();

  await result.getByRole('button', { name: 'Make public' }).click();
  await expect(result.getByTestId('visibility')).toHaveText('Public');
  await guest.reload();
  await expect(guest.getByTestId('check-score')).toHaveText('70');
  await expect(guest.getByRole('button', { name: 'Make private' })).toHaveCount(0);
  await guest.close();
});

test('recent checks list a sentence checked again once, newest first', async ({ page }) => {
  const token = await openCheck(page);
  for (const sentence of ['I like tea.', 'She go to school every day.', 'She go to school every day.']) {
    await createCheck(page.request, token, sentence);
  }
  await page.reload();
  const recent = page.getByTestId('recent-checks').getByRole('link');
  await expect(recent).toHaveText(['She go to school every day.', 'I like tea.']);
});
