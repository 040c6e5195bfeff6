import { readFileSync } from 'node:fs';
import { resetAi } from './support/ai';
import { createCheck, createGeneration, like } from './support/content';
import { newLearner, registerByApi, test, expect } from './support/test';

test.beforeEach(async () => {
  await resetAi();
});

test('profile: stats, your content, export data, delete all content', async ({ page }) => {
  const tag = Date.now().toString(36);
  const token = await registerByApi(page.request, newLearner());
  const generationId = await createGeneration(page.request, token, ['apple', 'river', 'happy']);
  await createCheck(page.request, token, `I go to the park ${tag}.`);
  await createCheck(page.request, token, `We go swimming ${tag}.`, false);
  const fan = await registerByApi(page.request, newLearner());
  await like(page.request, fan, 'generations', generationId);

  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto('/profile');

  const stats = page.getByTestId('profile-stats');
  await expect(stats.getByTestId('stat-value')).toHaveText(['3', '1', '2', '1']);
  await expect(stats).toContainText('Likes received');

  // Your content: the checks tab, a privacy switch and a delete.
  await page.getByRole('tab', { name: 'Sentence checks' }).click();
  const items = page.getByTestId('own-item');
  await expect(items).toHaveCount(2);
  const privateOne = items.filter({ hasText: `We go swimming ${tag}.` });
  await expect(privateOne.getByRole('switch')).not.toBeChecked();
  await privateOne.getByRole('switch').click();
  await expect(page.getByText('The check is now public')).toBeVisible();
  await expect(privateOne.getByRole('switch')).toBeChecked();
  const check = await page.request.get(`/api/checks/public?sort=recent&limit=5`);
  expect(JSON.stringify(await check.json())).toContain(`We go swimming ${tag}.`);

  await items
    .filter({ hasText: `I go to the park ${tag}.` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);
  await expect(stats.getByTestId('stat-value')).toHaveText(['3', '1', '1', '1']);

  // Export data: a JSON file with what the learner has.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wordloom-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    generations: unknown[];
    sentenceChecks: unknown[];
    words: unknown[];
  };
  expect(exported.generations).toHaveLength(1);
  expect(exported.sentenceChecks).toHaveLength(1);
  expect(exported.words).toHaveLength(3);
  await expect(page.getByText('Your data has been exported')).toBeVisible();

  // Delete all content: confirm, then the counts.
  await page.getByRole('button', { name: 'Delete all content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all your content?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByText('Deleted 2 items')).toBeVisible();
  await expect(page.getByText('1 generations and 1 sentence checks')).toBeVisible();
  await expect(page.getByTestId('own-empty')).toHaveText('You have not checked any sentences yet.');
  await expect(stats.getByTestId('stat-value')).toHaveText(['3', '0', '0', '0']);
  await page.getByRole('tab', { name: 'Generations' }).click();
  await expect(page.getByTestId('own-empty')).toHaveText('You have not generated any sentences yet.');
});

test('delete all content can be cancelled', async ({ page }) => {
  const token = await registerByApi(page.request, newLearner());
  await createCheck(page.request, token, 'You go first.');
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Delete all content' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Sentence checks' }).click();
  await expect(page.getByTestId('own-item')).toHaveCount(1);
});
