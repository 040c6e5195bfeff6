import { createCheck } from './support/content';
import { expect, newLearner, registerByApi, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the burger menu repeats the links', async ({ page }) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(burger).toBeVisible();
  await expect(page.locator('#mobile-menu')).toHaveCount(0);

  await burger.click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Community', 'Check', 'Generate']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();

  await menu.getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL('/community');
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
});

test('on a phone a check page lists each similar sentence once, with its whole score', async ({ page }) => {
  const token = await registerByApi(page.request, newLearner());
  // Words of this run only (letters: a term is a word), so that other specs' checks share fewer of them.
  const run = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const [town, day] = [`Quell${run}`, `Thor${run}day`];
  // "goes", not "go": the scripted AI finds nothing, a score of 100, the widest.
  const similarSentence = `My sister goes to ${town} by tram every ${day}, and she likes it very much.`;
  const sentence = `She go to ${town} every ${day}.`;
  for (const each of [similarSentence, similarSentence, sentence, sentence]) {
    await createCheck(page.request, token, each);
  }
  const id = await createCheck(page.request, token, sentence);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto(`/check/${id}`);

  const links = page.getByTestId('similar-checks').getByRole('link');
  await expect(links.first()).toHaveText(similarSentence);
  await expect(links.filter({ hasText: similarSentence })).toHaveCount(1);
  await expect(links.filter({ hasText: sentence })).toHaveCount(0);
  const score = page.getByTestId('similar-checks').getByRole('listitem').first().getByLabel('100 out of 100');
  await expect(score).toHaveText('100');
  // The sentence beside it wraps; the score is not cut to "1…".
  const cut = await score.evaluate((badge) =>
    [badge, ...badge.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth),
  );
  expect(cut).toBe(false);
});
