import type { Page } from '@playwright/test';
import { resetAi } from './support/ai';
import { signInWithWords, test, expect } from './support/test';

/* The e2e server sends a learner's OpenAI key to the scripted provider (AI_CUSTOM_BASE_URLS). */
const OPENAI_KEY = 'sk-proj-e2eTestKey0123456789abcdWxYz';

async function signInWithWord(page: Page, word: string): Promise<void> {
  await signInWithWords(page, [word], '/ai-config');
  await expect(page.getByRole('heading', { level: 1, name: 'AI configuration' })).toBeVisible();
}

const keyField = (page: Page) => page.getByLabel('API key', { exact: true });
const status = (page: Page) => page.getByRole('region', { name: 'Current setup' });

test.beforeEach(async () => {
  await resetAi();
});

test('configures, tests and saves an own key, generates with it, then switches back', async ({ page }) => {
  await signInWithWord(page, 'harbor');
  await expect(status(page)).toContainText('Platform AI');

  await page.getByRole('radio', { name: 'My own API key' }).check();
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('OpenAI');

  // A key of the wrong shape is refused with the reason, before anything is stored.
  await keyField(page).fill('not-a-key');
  await page.getByRole('button', { name: 'Test key' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'This does not look like an API key for OpenAI.' }),
  ).toBeVisible();

  await keyField(page).fill(OPENAI_KEY);
  await expect(keyField(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show or hide the key' }).click();
  await expect(keyField(page)).toHaveAttribute('type', 'text');

  await page.getByRole('button', { name: 'Test key' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The key works. Model: scripted-model' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('API key saved. Wordloom now uses your own key.')).toBeVisible();
  await expect(status(page)).toContainText('Your own key');
  await expect(status(page)).toContainText('OpenAI');
  await expect(status(page)).toContainText('sk-…WxYz');
  await expect(keyField(page)).toHaveValue('');
  await expect(page.getByText(OPENAI_KEY)).toHaveCount(0);

  // Generation now goes to the learner's provider with the learner's default OpenAI model.
  await page.goto('/generate');
  await page.getByRole('checkbox', { name: 'harbor', exact: true }).check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.getByTestId('generation-result');
  await expect(result.getByTestId('generated-sentence')).toContainText('harbor');
  await expect(result).toContainText('gpt-4.1-mini');

  await page.goto('/ai-config');
  await page.getByRole('button', { name: 'Switch to platform AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to the platform AI?' });
  await expect(dialog).toContainText('Your saved API key will be deleted');
  await dialog.getByRole('button', { name: 'Keep my key' }).click();
  await expect(status(page)).toContainText('Your own key');

  await page.getByRole('button', { name: 'Switch to platform AI' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch and delete key' }).click();
  await expect(page.getByText('Switched to the platform AI. Your key was deleted.')).toBeVisible();
  await expect(status(page)).toContainText('Platform AI');
  await expect(page.getByRole('radio', { name: 'Platform AI' })).toBeChecked();
});
