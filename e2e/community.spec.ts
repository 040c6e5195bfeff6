import type { Page } from '@playwright/test';
import { resetAi } from './support/ai';
import { createCheck, createGeneration } from './support/content';
import { newLearner, registerByApi, signIn, test, expect } from './support/test';

test.beforeEach(async () => {
  await resetAi();
});

const feedCard = (page: Page, text: string) => page.getByTestId('feed-card').filter({ hasText: text });

test('a guest browses the community: banner, tabs, sorts, load more to the end, and a result', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const author = await registerByApi(page.request, newLearner());
  const classmate = await registerByApi(page.request, newLearner());
  await createGeneration(page.request, author, ['apple', 'river']);
  // More than a page of checks, so the feed has to be read in parts; from two learners, as each may
  // ask for 20 AI answers a minute.
  for (let index = 0; index < 22; index++) {
    const learner = index % 2 === 0 ? author : classmate;
    await createCheck(page.request, learner, `She go to school ${tag} number ${index}.`);
  }

  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  const banner = page.getByTestId('guest-banner');
  await expect(banner).toContainText('You are browsing as a guest');
  await expect(banner.getByRole('link', { name: 'Create a free account' })).toBeVisible();

  // Word sentences first, with their statistics.
  await expect(page.getByRole('tab', { name: 'Word sentences', selected: true })).toBeVisible();
  await expect(page.getByTestId('community-stats')).toContainText('Sentences shared');
  await expect(page.getByTestId('feed-card').first().getByTestId('generated-sentence')).toBeVisible();

  await page.getByRole('tab', { name: 'Sentence checks' }).click();
  await expect(page).toHaveURL(/tab=checks/);
  await expect(page.getByTestId('community-stats')).toContainText('Checks shared');
  await expect(feedCard(page, `${tag} number 21`)).toBeVisible();
  await expect(feedCard(page, `${tag} number 21`).getByTestId('correction-diff')).toContainText('goes');
  await expect(page.getByTestId('feed-card')).toHaveCount(20);

  for (const sort of ['Most liked', 'Trending', 'Recent']) {
    await page.getByText(sort, { exact: true }).click();
    await expect(page.getByRole('radio', { name: sort })).toBeChecked();
    await expect(page.getByTestId('feed-card').first()).toBeVisible();
  }
  await expect(page).toHaveURL(/sort=recent/);

  // Load more until the end of the feed (other specs' checks share it).
  const cards = page.getByTestId('feed-card');
  for (let round = 0; await page.getByTestId('load-more').isVisible(); round++) {
    expect(round, 'the feed ends').toBeLessThan(30);
    const before = await cards.count();
    await page.getByTestId('load-more').click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  }
  await expect(page.getByTestId('feed-end')).toHaveText("You've reached the end");
  await expect(feedCard(page, `${tag} number 0`)).toBeVisible();
  await expect(page.getByTestId('load-more')).toHaveCount(0);

  // Guests may look, not like.
  await feedCard(page, `${tag} number 3`).getByTestId('like-button').click();
  await expect(page.getByTestId('auth-prompt-dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await feedCard(page, `${tag} number 3`).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/check\/[^/]+$/);
  await expect(page.getByTestId('check-result')).toContainText(`to school ${tag} number 3.`);
});

test('a signed-in learner likes and unlikes, and the like stays', async ({ page }) => {
  const tag = Date.now().toString(36);
  const author = await registerByApi(page.request, newLearner());
  await createCheck(page.request, author, `They go home ${tag}.`);

  await signIn(page, newLearner(), '/community?tab=checks');
  await expect(page.getByTestId('guest-banner')).toHaveCount(0);
  const card = feedCard(page, `They go home ${tag}.`);
  const heart = card.getByTestId('like-button');
  await expect(heart).toHaveText('0');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await heart.click();
  await expect(heart).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');

  await page.reload();
  await expect(heart).toHaveText('1');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Most liked', { exact: true }).click();
  await expect(feedCard(page, `They go home ${tag}.`).getByTestId('like-button')).toHaveText('1');

  await feedCard(page, `They go home ${tag}.`).getByTestId('like-button').click();
  await expect(feedCard(page, `They go home ${tag}.`).getByTestId('like-button')).toHaveText('0');
  await page.waitForLoadState('networkidle');
  // Back on Recent (without likes it may sit past the first page of Most liked, which other specs fill).
  await page.goto('/community?tab=checks&sort=recent');
  await expect(feedCard(page, `They go home ${tag}.`).getByTestId('like-button')).toHaveText('0');
  await expect(feedCard(page, `They go home ${tag}.`).getByTestId('like-button')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('home shows the live statistics', async ({ page }) => {
  const author = await registerByApi(page.request, newLearner());
  await createCheck(page.request, author, 'He go to work by bus.');
  const { statistics } = (await (await page.request.get('/api/statistics')).json()) as {
    statistics: {
      generations: number;
      sentenceChecks: number;
      wordsPracticed: number;
      activeLearners: number;
    };
  };
  expect(statistics.sentenceChecks).toBeGreaterThan(0);

  await page.goto('/');
  const section = page.getByTestId('site-statistics');
  await expect(section.getByRole('heading', { name: 'Wordloom in numbers' })).toBeVisible();
  const values = [
    statistics.generations,
    statistics.sentenceChecks,
    statistics.wordsPracticed,
    statistics.activeLearners,
  ].map((value) => value.toLocaleString('en'));
  await expect(section.getByTestId('stat-value')).toHaveText(values);
  await expect(section).toContainText('Active learners');
});
