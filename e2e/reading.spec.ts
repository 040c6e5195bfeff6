import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import Database from 'better-sqlite3';
import { signInWithWords, test, expect } from './support/test';

const FIRST = 'The children went to the harbor before the storm.';
const SECOND = 'They predicted rain, and the sailors waited.';

const word = (page: Page, text: string) =>
  page
    .getByRole('group', { name: 'The text, word by word' })
    .getByRole('button', { name: text, exact: true });

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface WordsAnswer {
  words: Array<{ word: string; source: string; context: { sentence: string; source: string | null } | null }>;
}
interface QueueAnswer {
  cards: Array<{ word: { word: string }; cloze: { text: string; answer: string; source: string } | null }>;
}

/** A Kindle vocab.db as the Kindle writes it: two lookups of one book, each with the sentence it was read in. */
function kindleVocabDb(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'wordloom-kindle-'));
  const path = join(dir, 'vocab.db');
  const db = new Database(path);
  db.exec(`
    CREATE TABLE WORDS (id TEXT PRIMARY KEY, word TEXT, stem TEXT, lang TEXT, category INTEGER, timestamp INTEGER, profileid TEXT);
    CREATE TABLE LOOKUPS (id TEXT PRIMARY KEY, word_key TEXT, book_key TEXT, dict_key TEXT, pos TEXT, usage TEXT, timestamp INTEGER);
    CREATE TABLE BOOK_INFO (id TEXT PRIMARY KEY, asin TEXT, guid TEXT, lang TEXT, title TEXT, authors TEXT);
    INSERT INTO BOOK_INFO VALUES ('b1', 'B0001', 'g1', 'en', 'The Lighthouse', 'A. Writer');
    INSERT INTO WORDS VALUES ('en:lanterns', 'lanterns', 'lantern', 'en', 0, 1, '');
    INSERT INTO WORDS VALUES ('en:drifted', 'drifted', 'drift', 'en', 0, 2, '');
    INSERT INTO LOOKUPS VALUES ('l1', 'en:lanterns', 'b1', 'd', '0', 'The keeper lit the lanterns at dusk.', 1);
    INSERT INTO LOOKUPS VALUES ('l2', 'en:drifted', 'b1', 'd', '0', 'The boat drifted toward the rocks.', 2);
  `);
  db.close();
  const bytes = readFileSync(path);
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

test('a learner reads a paragraph, adds two words with their sentences and meets them as clozes', async ({
  page,
}) => {
  test.slow();
  const token = await signInWithWords(page, ['harbor'], '/read');
  await expect(page.getByRole('heading', { level: 1, name: 'Read' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(`${FIRST}\n\n${SECOND}`);
  await page.getByRole('textbox', { name: /Where is it from/ }).fill('Harbor Tales');
  await page.getByRole('button', { name: 'Read', exact: true }).click();

  // Statuses: a word of the list is new, the others are not in it; "went" is read as go.
  await expect(word(page, 'harbor')).toHaveAttribute('data-status', 'new');
  await expect(word(page, 'went')).toHaveAttribute('data-status', 'unlisted');
  await expect(word(page, 'harbor')).toHaveAccessibleDescription('New');

  await word(page, 'went').click();
  const card = page.getByRole('dialog', { name: 'went' });
  await expect(card.getByText('“went” is a form of go')).toBeVisible();
  await expect(card.getByText(FIRST)).toBeVisible();
  await card.getByRole('button', { name: 'Add with this sentence' }).click();
  await expect(card.getByText('In your list')).toBeVisible();
  await expect(word(page, 'went')).toHaveAttribute('data-status', 'new');

  // The keyboard way: Enter on a word opens its card.
  await word(page, 'sailors').focus();
  await page.keyboard.press('Enter');
  const sailors = page.getByRole('dialog', { name: 'sailors' });
  await sailors.getByRole('button', { name: 'Add with this sentence' }).click();
  await expect(sailors.getByText('In your list')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(word(page, 'sailors')).toBeFocused();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Words' })
    .click();
  await expect(page.getByTestId('words-total')).toHaveText('3 words');
  const list = page.getByRole('list', { name: 'Your words' });
  await expect(list.getByRole('listitem', { name: 'go', exact: true })).toBeVisible();
  await expect(list.getByRole('listitem', { name: 'sailor', exact: true })).toBeVisible();

  const { words } = await get<WordsAnswer>(page.request, token, '/api/words?limit=10');
  const contextOf = (name: string) => words.find((entry) => entry.word === name)?.context;
  expect(contextOf('go')).toEqual({ sentence: FIRST, source: 'Harbor Tales' });
  expect(contextOf('sailor')).toEqual({ sentence: SECOND, source: 'Harbor Tales' });

  // Each word's first cloze is the sentence it was met in.
  const { cards } = await get<QueueAnswer>(page.request, token, '/api/review/queue?limit=20');
  const cloze = (name: string) => cards.find((entry) => entry.word.word === name)?.cloze;
  expect(cloze('go')).toMatchObject({ source: 'context', answer: 'went' });
  expect(cloze('go')?.text).toBe('The children ____ to the harbor before the storm.');
  expect(cloze('sailor')).toMatchObject({ source: 'context', answer: 'sailors' });
});

test('a learner imports a word list and a Kindle vocab.db, meets its sentence in review, then exports an Anki package', async ({
  page,
}) => {
  test.slow();
  const token = await signInWithWords(page, ['apple'], '/words');
  await expect(page.getByRole('heading', { level: 1, name: 'My words' })).toBeVisible();

  await page.getByRole('button', { name: 'Import file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a file' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'words.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('meadow\napple\nqwzxv\n'),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('import-file-summary')).toHaveText('Read as: One word per line');
  await expect(dialog.getByTestId('import-added')).toContainText('meadow');
  await expect(dialog.getByTestId('import-duplicates')).toContainText('apple');
  await expect(dialog.getByTestId('import-misspelled')).toContainText('qwzxv');
  await dialog.getByRole('button', { name: 'Import more' }).click();

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'vocab.db',
    mimeType: 'application/octet-stream',
    buffer: kindleVocabDb(),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('import-file-summary')).toContainText('Read as: Kindle vocab.db');
  await expect(dialog.getByTestId('import-file-summary')).toContainText(
    '2 words came with the sentence they were met in',
  );
  await expect(dialog.getByTestId('import-added')).toContainText('lantern, drift');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('words-total')).toHaveText('4 words');

  const { words } = await get<WordsAnswer>(page.request, token, '/api/words?limit=10');
  expect(words.find((entry) => entry.word === 'lantern')?.context).toEqual({
    sentence: 'The keeper lit the lanterns at dusk.',
    source: 'The Lighthouse',
  });

  // In review, asked as clozes, the Kindle word comes with the sentence it was read in.
  const asClozes = await page.request.put('/api/auth/preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { questionTypes: ['cloze'] },
  });
  expect(asClozes.status()).toBe(200);
  await page.goto('/review');
  const progress = page.getByTestId('review-progress');
  const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  const cardView = page.getByTestId('review-card');
  for (let done = 0; done < total; done++) {
    await expect(cardView.getByTestId('card-prompt')).toBeVisible();
    const sentence = cardView.getByTestId('cloze');
    if ((await sentence.count()) > 0 && (await sentence.textContent())?.includes('The keeper lit')) break;
    await page.keyboard.press('Space');
    await page.keyboard.press('4');
    await expect(progress).toHaveText(`${done + 1} of ${total}`);
  }
  await expect(cardView.getByTestId('cloze')).toContainText('The keeper lit the');
  await page.keyboard.press('Space');
  await expect(cardView.getByTestId('answer-word')).toHaveText('lantern');
  await page.goto('/words');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Anki' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wordloom-words.apkg');
  const bytes = readFileSync((await file.path())!);
  // An Anki package is a zip.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  await expect(page.getByText(/downloaded as an Anki package/)).toBeVisible();
});

/* The marks, the legend and a word's card, as accessibility.spec.ts audits every screen (WCAG 2.1 AA). */
for (const scheme of ['light', 'dark'] as const) {
  test(`the read text and a word’s card have no serious WCAG problems (${scheme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('wordloom.theme', value), scheme);
    await signInWithWords(page, ['harbor'], '/read');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill(`${FIRST}\n\n${SECOND}`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(word(page, 'harbor')).toHaveAttribute('data-status', 'new');
    const audit = async () => {
      await page.waitForTimeout(400);
      return blockingViolations(page);
    };
    expect(await audit()).toEqual([]);
    await word(page, 'went').click();
    await expect(
      page.getByRole('dialog', { name: 'went' }).getByText('“went” is a form of go'),
    ).toBeVisible();
    expect(await audit()).toEqual([]);
  });
}
