import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { resetAi } from './support/ai';
import { createCheck, createGeneration } from './support/content';
import { newLearner, registerByApi, test, expect } from './support/test';

/* WCAG 2.1 A and AA, the level the app promises; serious and critical findings fail the spec. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}

/** Waits for the page's main content instead of its loading state. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  // Generous: on a busy machine a screen's code can take a while to arrive.
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0, { timeout: 30_000 });
  // Mantine's page fade: let it finish so colours are measured at full opacity.
  await page.waitForTimeout(400);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      await resetAi();
      await page.addInitScript((value) => localStorage.setItem('wordloom.theme', value), scheme);
    });

    test(`Login has no serious or critical WCAG 2.1 AA problems (${scheme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await settle(page, '/login');
      expect(await blockingViolations(page)).toEqual([]);
    });

    test(`every signed-in screen has no serious or critical WCAG 2.1 AA problems (${scheme})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const token = await registerByApi(page.request, newLearner());
      const generationId = await createGeneration(page.request, token, ['river', 'quickly']);
      const checkId = await createCheck(page.request, token, 'She go to school every day.');
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('wordloom.token', value), token);

      const screens = [
        '/',
        '/community',
        '/words',
        '/generate',
        '/check',
        '/profile',
        '/ai-config',
        `/generation/${generationId}`,
        `/check/${checkId}`,
      ];
      const found: Record<string, unknown> = {};
      for (const path of screens) {
        await settle(page, path);
        const violations = await blockingViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
