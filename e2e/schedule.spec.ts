import type { Page } from '@playwright/test';
import { signInWithWords, test, expect } from './support/test';

/** The Profile page, its schedule section in view. */
async function openSchedule(page: Page) {
  await page.goto('/profile');
  const section = page.getByTestId('schedule-section');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('forecast-chart')).toBeVisible();
  return section;
}

/* Each change saves at once: the toast says so before the next one. */
async function saved(page: Page) {
  await expect(page.getByText('Preferences updated').last()).toBeVisible();
}

test('a learner sets retention, an easy Sunday and question types, sees the forecast, and is asked each way', async ({
  page,
}) => {
  test.slow();
  const token = await signInWithWords(page, ['harbor']);

  // A new card is not in the forecast yet: 30 empty days.
  let section = await openSchedule(page);
  await expect(section.getByTestId('forecast-chart').locator('rect')).toHaveCount(30);
  await expect(section.getByTestId('forecast-summary')).toHaveText(
    '0 reviews in all; the busiest day has 0.',
  );
  await expect(section.getByTestId('schedule-cost')).toContainText('(at 90%): about 0 reviews a day');

  await section.getByRole('combobox', { name: 'Desired retention' }).selectOption('0.85');
  await saved(page);
  // A chip: its label is what one clicks.
  await section.getByText('Sun', { exact: true }).click();
  await saved(page);
  // Recognition only: every card is asked by showing the word.
  for (const name of ['Fill the blank', 'Recall the word', 'Listening']) {
    await section.getByRole('checkbox', { name: new RegExp(`^${name}`) }).uncheck();
    await saved(page);
  }
  await expect(section.getByRole('checkbox', { name: /^Recognize the word/ })).toBeDisabled();

  await page.goto('/review');
  const card = page.getByTestId('review-card');
  await expect(card.getByTestId('prompt-word')).toHaveText('harbor');
  await expect(card).toContainText('What does this word mean?');
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(card.getByTestId('card-answer')).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 2');

  // Rated Good, the card is due again today: the forecast counts it; the settings were kept.
  section = await openSchedule(page);
  await expect(section.getByTestId('forecast-summary')).toHaveText('1 review in all; the busiest day has 1.');
  await expect(section.getByRole('combobox', { name: 'Desired retention' })).toHaveValue('0.85');
  await expect(section.getByRole('checkbox', { name: 'Sun', exact: true })).toBeChecked();

  // Listening only: the word is spoken (or, without a voice, its sound written), never shown.
  await section.getByRole('checkbox', { name: /^Listening/ }).check();
  await saved(page);
  await section.getByRole('checkbox', { name: /^Recognize the word/ }).uncheck();
  await saved(page);
  await page.goto('/review');
  await expect(card).toContainText('Type the word you hear');
  await expect(card.getByTestId('prompt-word')).toHaveCount(0);
  const typed = card.getByRole('textbox', { name: 'Type the word (optional)' });
  await typed.fill('harbor');
  await typed.press('Enter');
  await expect(card.getByTestId('typed-verdict')).toHaveAttribute('data-verdict', 'correct');
  await expect(card.getByTestId('answer-word')).toHaveText('harbor');
  await page.keyboard.press('3');
  await expect(page.getByTestId('review-done')).toBeVisible();

  // Recall: the Chinese meaning is shown, the word is not.
  const addWord = async (data: object) => {
    const response = await page.request.post('/api/words', {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(response.status()).toBe(201);
  };
  section = await openSchedule(page);
  await section.getByRole('checkbox', { name: /^Recall the word/ }).check();
  await saved(page);
  await section.getByRole('checkbox', { name: /^Listening/ }).uncheck();
  await saved(page);
  await addWord({ word: 'meadow' });
  await page.goto('/review');
  await expect(card.getByTestId('card-prompt')).toHaveAttribute('data-question', 'recall');
  await expect(card.getByTestId('card-meaning')).toBeVisible();
  await expect(card.getByTestId('prompt-word')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(card.getByTestId('answer-word')).toHaveText('meadow');
  // Easy: not due again today, so the next visit asks only the next word.
  await page.keyboard.press('4');
  await expect(page.getByTestId('review-done')).toBeVisible();

  // A cloze: the sentence the word was met in, the word blanked.
  section = await openSchedule(page);
  await section.getByRole('checkbox', { name: /^Fill the blank/ }).check();
  await saved(page);
  await section.getByRole('checkbox', { name: /^Recall the word/ }).uncheck();
  await saved(page);
  await addWord({ word: 'lantern', context: { sentence: 'She carried a lantern through the dark garden.' } });
  await page.goto('/review');
  await expect(card.getByTestId('card-prompt')).toHaveAttribute('data-question', 'cloze');
  await expect(card.getByTestId('cloze')).toContainText('She carried a');
  await expect(card.getByTestId('cloze')).not.toContainText('lantern');
  await page.keyboard.press('Space');
  await expect(card.getByTestId('answer-word')).toHaveText('lantern');
  await page.keyboard.press('3');
  await expect(page.getByTestId('review-progress')).toHaveText('1 of 2');
});
