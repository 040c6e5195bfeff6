import type { APIRequestContext, Page } from '@playwright/test';
import { newLearner, registerByApi, test, expect } from './support/test';

/** A learner with these words already in their list (added through the API, forced past the spell check). */
async function learnerWithWords(request: APIRequestContext, words: string[]): Promise<string> {
  const token = await registerByApi(request, newLearner());
  if (words.length > 0) {
    const response = await request.post('/api/words/import', {
      headers: { Authorization: `Bearer ${token}` },
      data: { words: words.map((word) => ({ word })), force: true },
    });
    expect(response.ok()).toBe(true);
  }
  return token;
}

async function openWords(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto('/words');
  await expect(page.getByRole('heading', { level: 1, name: 'My words' })).toBeVisible();
}

const wordList = (page: Page) => page.getByRole('list', { name: 'Your words' });
const wordCards = (page: Page) => wordList(page).getByRole('listitem');
const wordCard = (page: Page, word: string) =>
  wordList(page).getByRole('listitem', { name: word, exact: true });

test('adds words with a dictionary preview, spelling suggestions and Add anyway', async ({ page }) => {
  await openWords(page, await learnerWithWords(page.request, []));
  await expect(page.getByTestId('words-empty')).toBeVisible();

  const newWord = page.getByRole('textbox', { name: 'New word' });
  await newWord.fill('apple');
  const preview = page.getByTestId('word-preview');
  await expect(preview).toContainText('苹果');
  await expect(preview).toContainText(/\/.*æ.*\//);
  await newWord.press('Enter');
  await expect(page.getByText('“apple” was added to your words')).toBeVisible();
  await expect(wordCard(page, 'apple')).toContainText('苹果');
  await expect(wordCard(page, 'apple')).toContainText(/\/.*æ.*\//);
  await expect(newWord).toHaveValue('');

  await newWord.fill('recieve');
  await newWord.press('Enter');
  const spelling = page.getByTestId('spelling-alert');
  await expect(spelling).toContainText('Spelling error detected. Did you mean:');
  await expect(spelling.getByRole('button', { name: 'receive', exact: true })).toBeVisible();
  await spelling.getByRole('button', { name: 'Add anyway' }).click();
  await expect(wordCard(page, 'recieve')).toBeVisible();

  await newWord.fill('freind');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByTestId('spelling-alert').getByRole('button', { name: 'friend', exact: true }).click();
  await expect(wordCard(page, 'friend')).toBeVisible();
  await expect(wordCard(page, 'freind')).toHaveCount(0);

  await newWord.fill('apple');
  await newWord.press('Enter');
  await expect(page.getByText('Word already exists')).toBeVisible();
  await expect(page.getByTestId('words-total')).toHaveText('3 words');
});

test('searches, filters by part of speech, selects, picks at random and deletes', async ({ page }) => {
  await openWords(
    page,
    await learnerWithWords(page.request, ['apple', 'banana', 'happy', 'quickly', 'river']),
  );
  await expect(page.getByTestId('words-total')).toHaveText('5 words');

  const search = page.getByRole('searchbox', { name: 'Search words' });
  await search.fill('banana');
  await expect(wordCards(page)).toHaveCount(1);
  await expect(wordCard(page, 'banana')).toBeVisible();
  await search.fill('');
  await expect(wordCards(page)).toHaveCount(5);

  await page.getByRole('combobox', { name: 'Part of speech' }).click();
  await page.getByRole('option', { name: 'Adjective' }).click();
  await expect(wordCard(page, 'happy')).toBeVisible();
  await expect(wordCard(page, 'apple')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Part of speech' }).click();
  await page.getByRole('option', { name: 'All parts of speech' }).click();
  await expect(wordCards(page)).toHaveCount(5);

  const count = page.getByTestId('selection-count');
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(count).toHaveText('5 selected');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(5);
  await page.getByRole('button', { name: 'Deselect all' }).click();
  await expect(count).toHaveText('0 selected');

  await page.getByRole('textbox', { name: 'How many random words' }).fill('3');
  await page.getByRole('button', { name: 'Random words' }).click();
  await expect(count).toHaveText('3 selected');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(3);

  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 3 words?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Deleted 3 words')).toBeVisible();
  await expect(page.getByTestId('words-total')).toHaveText('2 words');
  await expect(count).toHaveText('0 selected');

  const remaining = (await wordCards(page).first().getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: `Delete ${remaining}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${remaining}”?` });
  // One word is "the word", not "the words".
  await expect(confirm.getByText('The word is removed from your list. This cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Deleted 1 word', { exact: true })).toBeVisible();
  await expect(page.getByTestId('words-total')).toHaveText('1 word');
});

test('imports a file with a report, and exports the list as CSV', async ({ page }) => {
  await openWords(page, await learnerWithWords(page.request, ['apple']));

  await page.getByRole('button', { name: 'Import' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import words' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'fruit.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('banana\norange,a round fruit\napple\nqwzxv\n'),
  });
  await expect(dialog.getByTestId('import-count')).toHaveText('4 words ready to import');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('import-added')).toContainText('2');
  await expect(dialog.getByTestId('import-added')).toContainText('banana, orange');
  await expect(dialog.getByTestId('import-duplicates')).toContainText('1');
  await expect(dialog.getByTestId('import-misspelled')).toContainText('qwzxv');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByTestId('words-total')).toHaveText('3 words');
  await expect(wordCard(page, 'orange')).toContainText('a round fruit');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toBe('wordloom-words.csv');
  await expect(page.getByText('Your words were downloaded as a CSV file')).toBeVisible();
});

test('selecting more than 50 words warns and keeps the first 50', async ({ page }) => {
  const letter = (n: number) => String.fromCharCode(97 + n);
  const words = Array.from({ length: 55 }, (_, i) => `word${letter(Math.floor(i / 26))}${letter(i % 26)}`);
  await openWords(page, await learnerWithWords(page.request, words));
  await expect(page.getByTestId('words-total')).toHaveText('55 words');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(wordCards(page)).toHaveCount(55);

  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(page.getByText('You can select maximum 50 words at a time')).toBeVisible();
  await expect(page.getByTestId('selection-count')).toHaveText('50 selected');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(50);
});

test('Generate with selected carries the chosen words to the Generate screen', async ({ page }) => {
  await openWords(page, await learnerWithWords(page.request, ['apple', 'river', 'quiet']));
  await page.getByRole('button', { name: 'Select all', exact: true }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');

  await page.getByRole('link', { name: 'Generate with selected' }).click();
  await expect(page).toHaveURL('/generate');
  await expect(page.getByText('3 / 50 selected')).toBeVisible();
  for (const word of ['apple', 'river', 'quiet']) {
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${word}`) })).toBeChecked();
  }
});
