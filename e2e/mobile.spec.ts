import { test, expect } from './support/test';

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
