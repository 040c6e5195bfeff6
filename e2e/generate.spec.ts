import type { APIRequestContext, Page } from '@playwright/test';
import { generationJson, resetAi, scriptAi } from './support/ai';
import { E2E_BASE_URL } from './support/ports';
import { newLearner, registerByApi, test, expect } from './support/test';

/** A signed-in learner with these words, on the Generate screen. */
async function openGenerate(page: Page, words: string[], path = '/generate'): Promise<string> {
  const token = await learnerWithWords(page.request, words);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Generate sentences' })).toBeVisible();
  return token;
}

async function learnerWithWords(request: APIRequestContext, words: string[]): Promise<string> {
  const token = await registerByApi(request, newLearner());
  const response = await request.post('/api/words/import', {
    headers: { Authorization: `Bearer ${token}` },
    data: { words: words.map((word) => ({ word })), force: true },
  });
  expect(response.ok()).toBe(true);
  return token;
}

const tick = async (page: Page, ...words: string[]) => {
  for (const word of words) await page.getByRole('checkbox', { name: word, exact: true }).check();
};

const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });

/** A valid answer streamed slowly enough for the progress to be seen. */
const slowSentence = (sentence: string) => ({
  content: generationJson({ sentence, translation: '我们在河边吃了一个苹果。' }),
  chunks: 4,
  // Slow enough that the streamed preview stays on screen for seconds, even on a loaded machine.
  chunkDelayMs: 700,
});

test.beforeEach(async () => {
  await resetAi();
});

test('generates from two words: progress, then the sentence, translation and explanation', async ({
  page,
}) => {
  await openGenerate(page, ['apple', 'river', 'happy']);
  await tick(page, 'apple', 'river');
  await expect(page.getByTestId('selected-count')).toHaveText('2 / 50 selected');
  await scriptAi(slowSentence('We ate an apple by the river.'));

  await generateButton(page).click();
  await expect(page.getByTestId('ai-progress')).toContainText('Attempt 1 of 3');
  await expect(page.getByTestId('generation-preview')).toBeVisible();

  const result = page.getByTestId('generation-result');
  await expect(result.getByTestId('generated-sentence')).toHaveText('We ate an apple by the river.');
  await expect(result.locator('mark')).toHaveText(['apple', 'river']);
  await expect(result.getByTestId('generated-translation')).toHaveText('我们在河边吃了一个苹果。');
  await expect(result.getByTestId('grammar-explanation')).not.toBeEmpty();
  await expect(result.getByText('Grammar points')).toBeVisible();
  await expect(page.getByTestId('ai-progress')).toHaveCount(0);
  await expect(page.getByTestId('recent-generations')).toContainText('We ate an apple by the river.');
});

test('a malformed answer is retried with the message, and regenerate asks again', async ({ page }) => {
  await openGenerate(page, ['apple', 'river']);
  await tick(page, 'apple', 'river');
  await scriptAi({ content: 'this is not JSON' }, slowSentence('An apple fell into the river.'));

  await generateButton(page).click();
  const progress = page.getByTestId('ai-progress');
  await expect(progress).toContainText('Attempt 2 of 3');
  await expect(progress.getByRole('alert')).toHaveText('AI response format error, retrying...');
  await expect(page.getByTestId('generated-sentence')).toHaveText('An apple fell into the river.');

  await scriptAi(slowSentence('The river was as red as an apple.'));
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByTestId('generated-sentence')).toHaveText('The river was as red as an apple.');
});

test('advanced settings: thinking fills the reasoning panel as it arrives', async ({ page }) => {
  await openGenerate(page, ['apple']);
  await tick(page, 'apple');
  await page.getByRole('button', { name: 'Advanced settings' }).click();
  await expect(page.getByRole('combobox', { name: 'AI model' })).toHaveValue('scripted-model (default)');
  await expect(page.getByRole('textbox', { name: 'Maximum retries' })).toHaveValue('3');
  await expect(page.getByRole('radio', { name: 'Chinese + English (recommended)' })).toBeChecked();
  await page.getByText('English explanations only', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'English explanations only' })).toBeChecked();
  const thinking = page.getByRole('switch', { name: /Enable AI thinking/ });
  await thinking.check();
  await expect(thinking).toBeChecked();
  await scriptAi({
    content: generationJson({
      sentence: 'An apple a day keeps the doctor away.',
      translation: '一天一苹果，医生远离我。',
    }),
    reasoning: 'The learner wants the word apple in a common saying.',
    chunks: 4,
    chunkDelayMs: 300,
  });

  await generateButton(page).click();
  await expect(page.getByTestId('reasoning')).toContainText('The learner wants');
  const result = page.getByTestId('generation-result');
  await expect(result.getByTestId('generated-sentence')).toHaveText('An apple a day keeps the doctor away.');
  // English explanations only: the sentence still comes with its translation.
  await expect(result.getByTestId('generated-translation')).toHaveText('一天一苹果，医生远离我。');
  await result.getByRole('button', { name: 'AI thinking' }).click();
  await expect(result.getByTestId('reasoning')).toHaveText(
    'The learner wants the word apple in a common saying.',
  );
});

test('says so when every attempt fails', async ({ page }) => {
  await openGenerate(page, ['apple']);
  await tick(page, 'apple');
  await scriptAi({ content: 'nope' }, { content: 'still nope' }, { content: '{"sentence": 1}' });
  await generateButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Generation failed' })).toContainText(
    'Generation failed after 3 attempts',
  );
});

test('Cancel stops a slow generation and nothing is saved', async ({ page }) => {
  const token = await openGenerate(page, ['apple']);
  await tick(page, 'apple');
  await scriptAi({ hang: true });

  await generateButton(page).click();
  await expect(page.getByTestId('ai-progress')).toContainText('Attempt 1 of 3');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cancelled')).toHaveText('Canceled. Nothing was saved.');
  await expect(page.getByTestId('ai-progress')).toHaveCount(0);
  await expect(generateButton(page)).toBeEnabled();

  const mine = await page.request.get('/api/generations', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await mine.json()) as { generations: unknown[] }).generations).toHaveLength(0);
});

test('make private and public; guests see a public sentence and not-found for a private one', async ({
  page,
  browser,
}) => {
  await openGenerate(page, ['apple', 'river']);
  await tick(page, 'apple', 'river');
  await generateButton(page).click();
  const result = page.getByTestId('generation-result');
  await expect(result.getByTestId('visibility')).toHaveText('Public');

  const link = page.getByTestId('recent-generations').getByRole('link').first();
  const path = (await link.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/generation\/.+/);

  await result.getByRole('button', { name: 'Make private' }).click();
  await expect(page.getByText('The sentence is now private')).toBeVisible();
  await expect(result.getByTestId('visibility')).toHaveText('Private');

  const guest = await browser.newPage();
  await guest.goto(path);
  await expect(guest.getByRole('heading', { level: 1, name: 'Sentence not found' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Browse the community' })).toBeVisible();

  await result.getByRole('button', { name: 'Make public' }).click();
  await expect(result.getByTestId('visibility')).toHaveText('Public');
  await guest.reload();
  await expect(guest.getByTestId('generated-sentence')).toContainText('apple');
  await expect(guest.getByRole('button', { name: 'Make private' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await guest.close();

  // The owner's page has the owner's actions; deleting goes back to Generate.
  await page.goto(path);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByText('Generation deleted')).toBeVisible();
});

test('Share copies the link to the sentence', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGenerate(page, ['apple']);
  await tick(page, 'apple');
  await generateButton(page).click();
  await page.getByTestId('generation-result').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${E2E_BASE_URL}/generation/`)).toBe(true);
});

test('takes the words chosen on the Words screen from the link', async ({ page }) => {
  const token = await learnerWithWords(page.request, ['apple', 'river', 'happy']);
  const list = await page.request.get('/api/words?sort=alpha', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const ids = ((await list.json()) as { words: { id: string; word: string }[] }).words
    .filter((word) => word.word !== 'happy')
    .map((word) => word.id);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto(`/generate?words=${ids.join(',')}`);
  await expect(page.getByTestId('selected-count')).toHaveText('2 / 50 selected');
  await expect(page.getByRole('checkbox', { name: 'apple', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'happy', exact: true })).not.toBeChecked();
});

test('a guest is asked to sign in when pressing Generate', async ({ page }) => {
  await page.goto('/generate');
  await generateButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Log in' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
