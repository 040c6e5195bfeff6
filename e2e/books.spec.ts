import { newLearner, signIn, test, expect } from './support/test';

/*
 * Issue 49: a new learner picks CET-4, sets a date, reviews today's words with no AI sentence of their own
 * (each card has a cloze from the dictionary), says "I know this" to some, and sees the plan's progress on Home.
 */
test('a new learner starts a CET-4 plan to a date, reviews its words, knows some, and sees progress at home', async ({
  page,
}) => {
  test.slow();
  // Asked as clozes only: the walk counts how many of a plan's cards have a sentence (without AI).
  await signIn(page, newLearner(), '/books', { questionTypes: ['cloze'] });
  await expect(page.getByRole('heading', { level: 1, name: 'Word books' })).toBeVisible();
  const cet4 = page.getByTestId('book-card').filter({ hasText: 'CET-4' });
  await expect(cet4).toContainText(/\d,\d{3} words/);

  await cet4.getByRole('button', { name: 'Start a plan for CET-4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a plan: CET-4' });
  await dialog.getByText('Finish date').click();
  // 400 days ahead: the pace the date implies is shown before saving.
  const target = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel('Finish by').fill(target);
  await expect(dialog.getByTestId('pace-preview')).toContainText(/That is \d+ new words? a day\./);
  const pace = Number((await dialog.getByTestId('pace-preview').textContent())?.match(/That is (\d+)/)?.[1]);
  expect(pace).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Start the plan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cet4.getByTestId('plan-pace')).toContainText(`${pace} a day`);

  // Review brings the plan's first words, the most common of the book, each as a cloze.
  await page
    .getByRole('link', { name: /^Review/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  const progress = page.getByTestId('review-progress');
  await expect(progress).toHaveText(`0 of ${pace}`);
  const card = page.getByTestId('review-card');
  let clozes = 0;
  let known = 0;
  for (let done = 0; done < pace; done++) {
    await expect(card).toBeVisible();
    if ((await card.getByTestId('cloze').count()) > 0) clozes += 1;
    if (done % 2 === 0) {
      // I know this (斩): the card leaves the session, counted as known.
      await page.keyboard.press('k');
      known += 1;
      await expect(progress).toContainText(`${known} known`);
    } else {
      await page.keyboard.press('Space');
      await expect(card.getByRole('button', { name: /^Good, / })).toBeVisible();
      await page.keyboard.press('4');
    }
  }
  // A sentence on (nearly) every card without any AI: the dictionary's examples.
  expect(clozes).toBeGreaterThanOrEqual(Math.ceil(pace * 0.8));
  await expect(page.getByTestId('review-done')).toBeVisible();

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const plans = page.getByTestId('your-plans');
  await expect(plans).toContainText('CET-4');
  await expect(plans).toContainText(`Today ${pace} of ${pace} new words`);
});
