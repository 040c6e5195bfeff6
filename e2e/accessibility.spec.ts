import type { Page } from '@playwright/test';
import { resetAi } from './support/ai';
import { blockingViolations } from './support/axe';
import { createCheck, createGeneration } from './support/content';
import { field, newLearner, registerByApi, test, expect } from './support/test';

/** Waits for the page's main content instead of its loading state. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function settled(page: Page) {
  // Generous: on a busy machine a screen's code can take a while to arrive.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0, { timeout: 30_000 });
  // Mantine's page fade and transitions: let them finish so colours are measured at full opacity.
  await page.waitForTimeout(400);
}

/** Audits each named state of a screen; collects what fails instead of stopping at the first. */
class Audit {
  readonly found: Record<string, unknown> = {};
  constructor(private readonly page: Page) {}

  async screen(path: string) {
    await settle(this.page, path);
    await this.state(path);
  }

  async state(name: string) {
    const violations = await blockingViolations(this.page);
    if (violations.length > 0) this.found[name] = violations;
  }
}

/** A learner with a public generation and a sentence check (so /mistakes and /review have content). */
async function learnerWithContent(page: Page) {
  const learner = newLearner();
  const token = await registerByApi(page.request, learner);
  const generationId = await createGeneration(page.request, token, ['river', 'quickly']);
  const checkId = await createCheck(page.request, token, 'She go to school every day.');
  return { learner, token, generationId, checkId };
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      await resetAi();
      await page.addInitScript((value) => localStorage.setItem('wordloom.theme', value), scheme);
    });

    test(`every guest screen has no serious or critical WCAG 2.1 AA problems (${scheme})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const { learner, generationId, checkId } = await learnerWithContent(page);
      const audit = new Audit(page);
      for (const path of [
        '/',
        '/community',
        '/generate',
        '/check',
        '/login',
        '/register',
        '/forgot-password',
        '/books',
        '/books/cet4',
        `/generation/${generationId}`,
        `/check/${checkId}`,
        '/no-such-page',
      ]) {
        await audit.screen(path);
      }

      // Fields in error.
      await settle(page, '/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(
        page
          .getByText('Passwords do not match')
          .or(page.getByText(/required/i))
          .first(),
      ).toBeVisible();
      await audit.state('/register with errors');

      // The six code boxes of the reset flow.
      await settle(page, '/forgot-password');
      await field(page, 'Email').fill(learner.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByTestId('reset-code')).toBeVisible();
      await page.waitForTimeout(400);
      await audit.state('/forgot-password code step');

      // The prompt a guest meets when acting.
      await settle(page, '/check');
      await page.getByRole('textbox', { name: 'Your sentence' }).fill('She go to school.');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await audit.state('/check guest prompt');

      expect(audit.found).toEqual({});
    });

    test(`every signed-in screen has no serious or critical WCAG 2.1 AA problems (${scheme})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const { token, generationId, checkId } = await learnerWithContent(page);
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);

      const audit = new Audit(page);
      for (const path of [
        '/',
        '/community',
        '/words',
        '/generate',
        '/check',
        '/review',
        '/mistakes',
        '/profile',
        '/ai-config',
        '/books',
        '/books/cet4',
        '/read',
        `/generation/${generationId}`,
        `/check/${checkId}`,
      ]) {
        await audit.screen(path);
      }

      // A fresh result on /check.
      await settle(page, '/check');
      await page.getByRole('textbox', { name: 'Your sentence' }).fill('She go to school every day.');
      await page.getByRole('textbox', { name: 'Your sentence' }).press('Control+Enter');
      await expect(page.getByTestId('check-result')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(400);
      await audit.state('/check with a result');

      // The account menu, open.
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.waitForTimeout(300);
      await audit.state('account menu');
      await page.keyboard.press('Escape');

      expect(audit.found).toEqual({});
    });
  });
}

test('after Ctrl+Enter on Check focus stays in the sentence box and the result is announced', async ({
  page,
}) => {
  await resetAi();
  const token = await registerByApi(page.request, newLearner());
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await settle(page, '/check');
  const box = page.getByRole('textbox', { name: 'Your sentence' });
  await box.fill('She go to school every day.');
  await box.press('Control+Enter');
  await expect(page.getByTestId('check-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Check finished: \d+ out of 100/ })).toHaveCount(
    1,
  );
  await expect(box).toBeFocused();
});

test('a generation started from the button hands focus back to it and is announced', async ({ page }) => {
  await resetAi();
  const token = await registerByApi(page.request, newLearner());
  await createGeneration(page.request, token, ['river']);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);
  await settle(page, '/generate');
  await page.getByRole('checkbox', { name: 'river', exact: true }).check();
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await generate.click();
  await expect(page.getByRole('status').filter({ hasText: /^Your sentence is ready: / })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(generate).toBeFocused();
});

test('the first Tab stop skips the top bar to the page', async ({ page }) => {
  await settle(page, '/community');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('toasts leave the top bar free and a repeated message shows once', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await registerByApi(page.request, newLearner());
  const checkId = await createCheck(page.request, token, 'She go to school every day.');
  await settle(page, `/check/${checkId}`);
  const copy = page.getByRole('button', { name: /Copy link|Share/ }).first();
  await copy.click();
  await copy.click();
  const toast = page.getByRole('alert').filter({ hasText: /copied/i });
  await expect(toast).toHaveCount(1);
  const header = await page.locator('header').boundingBox();
  const box = await toast.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
});
