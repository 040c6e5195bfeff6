import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { resetAi } from './support/ai';
import { blockingViolations } from './support/axe';
import { signInWithWords } from './support/test';

/*
 * Issue 52: review in the metro. The installed app opens with no network (the service worker serves the
 * shell), /review serves the queue it kept, ratings wait on the phone, and once the network is back the
 * server records each of them exactly once.
 */
const WORDS = [
  'river',
  'garden',
  'window',
  'market',
  'winter',
  'letter',
  'travel',
  'answer',
  'bright',
  'music',
];
const EXTRA = ['happy', 'quiet'];

/*
 * Like support/test.ts, every console error fails the spec, except the browser's note of a request that
 * could not leave a device that is offline: that is this spec's point.
 */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const expected =
        /Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|the server responded with a status of 4\d\d)/;
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async () => {
  await resetAi();
  test.slow();
});

async function reviewedToday(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/review/stats', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { stats: { reviewedToday: number } }).stats.reviewedToday;
}

/** How many cards the page kept on the device (lib/offline-db.ts: database wordloom-offline). */
function keptCards(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('wordloom-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('learner')) return resolve(0);
          const read = db.transaction('learner').objectStore('learner').get('review.queue');
          read.onsuccess = () => resolve(Array.isArray(read.result) ? read.result.length : 0);
          read.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

test('on a phone with no network, review goes on with the kept queue and sends the ratings once when back', async ({
  page,
  context,
}) => {
  const token = await signInWithWords(page, [...WORDS, ...EXTRA], '/review');
  await expect(page.getByTestId('review-card')).toBeVisible();
  // The installed app: the worker is active (its precache complete) and the queue is kept.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => keptCards(page)).toBeGreaterThanOrEqual(10);

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByTestId('review-offline');
  await expect(notice).toContainText('Offline — reviewing the cards kept on this device');

  for (let rated = 1; rated <= 10; rated += 1) {
    await expect(page.getByTestId('review-card')).toBeVisible();
    await page.getByRole('button', { name: 'Show answer' }).tap();
    await page.getByTestId('rating-buttons').locator('[data-rating="easy"]').tap();
    await expect(notice).toContainText(`Offline — ${rated} rating${rated === 1 ? '' : 's'} waiting`);
  }
  // The notice is read in sunlight on a phone: its title on the pale background passes WCAG AA (it was 2.7:1).
  expect(await blockingViolations(page)).toEqual([]);
  // Thumb-sized buttons were tapped on a phone; the server has heard of none of it yet.
  expect(await reviewedToday(page.request, token)).toBe(0);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect.poll(() => reviewedToday(page.request, token)).toBe(10);

  // A second sync (the network drops and comes back, the page is opened again) records nothing more.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('review-card').or(page.getByText('All caught up!'))).toBeVisible();
  await expect(page.getByTestId('review-offline')).toHaveCount(0);
  expect(await reviewedToday(page.request, token)).toBe(10);
});
