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
  // No "go" in it, so the scripted AI finds nothing: a score of 100, the widest.
  await createCheck(
    page.request,
    token,
    'My sister walks to school by bus every day, and she likes it very much.',
  );
  await createCheck(page.request, token, 'She go to school every day.');
  const id = await createCheck(page.request, token, 'She go to school every day.');
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await page.goto(`/check/${id}`);

  const similar = page.getByTestId('similar-checks');
  await expect(similar.getByRole('link')).toHaveCount(1);
  await expect(similar.getByRole('link')).toHaveText(/^My sister walks/);
  const score = similar.getByLabel('Score 100 out of 100');
  await expect(score).toHaveText('100');
  // The sentence beside it wraps; the score is not cut to "1…".
  const cut = await score.evaluate((badge) =>
    [badge, ...badge.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth),
  );
  expect(cut).toBe(false);
});
