import type { Page } from '@playwright/test';
import { generationJson, resetAi, scriptAi } from './support/ai';
import { newLearner, signIn, test, expect } from './support/test';

const badge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByTestId('review-due-badge');
const newBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByTestId('review-new-badge');

async function addWord(page: Page, word: string) {
  const newWord = page.getByRole('textbox', { name: 'New word' });
  await newWord.fill(word);
  await expect(page.getByTestId('word-preview')).toBeVisible();
  await newWord.press('Enter');
  await expect(page.getByText(`“${word}” was added to your words`)).toBeVisible();
}

test.beforeEach(async () => {
  await resetAi();
  // Each test walks a learner through several screens (words, generate, review, profile, check).
  test.slow();
});

test('a new learner reviews their words with the keyboard, sees the badge drop and the heatmap count', async ({
  page,
}) => {
  // This walk is about clozes, and the meaning for a word with no sentence: cloze is the one way of asking
  // here (a card without a sentence is asked by its meaning); the others have their spec (schedule).
  await signIn(page, newLearner(), '/words', { questionTypes: ['cloze'] });
  await addWord(page, 'harbor');
  await addWord(page, 'run');
  // A word no other spec writes a public sentence with and WordNet has no example of: no sentence here.
  await addWord(page, 'platypus');
  // Three new cards wait, none due: the top bar counts them apart from due cards, and Home too.
  await expect(newBadge(page)).toHaveText('3');
  await expect(badge(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByTestId('home-review-due')).toHaveText('3 new words to learn.');

  // A sentence with two of them, in inflected forms, makes their cards cloze cards.
  await page.getByRole('link', { name: 'Generate', exact: true }).click();
  await page.getByRole('checkbox', { name: 'harbor', exact: true }).check();
  await page.getByRole('checkbox', { name: 'run', exact: true }).check();
  await scriptAi({
    content: generationJson({
      sentence: 'The boys ran past the harbors at dawn.',
      translation: '男孩们在黎明时跑过了港口。',
    }),
  });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByTestId('generation-result')).toBeVisible();

  await page.getByRole('link', { name: /^Review/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  const progress = page.getByTestId('review-progress');
  await expect(progress).toHaveText('0 of 3');

  const seen: string[] = [];
  for (let done = 1; done <= 3; done++) {
    const card = page.getByTestId('review-card');
    await expect(card.getByTestId('card-answer')).toHaveCount(0);
    const cloze = card.getByTestId('cloze');
    if (await cloze.count()) await expect(cloze).toContainText('blank');
    await page.keyboard.press('Space');
    const word = (await card.getByTestId('answer-word').textContent()) ?? '';
    seen.push(word);
    if (word === 'run') await expect(cloze).toHaveText('The boys ran past the harbors at dawn.');
    if (word === 'harbor') await expect(cloze.locator('mark')).toHaveText('harbors');
    if (word === 'platypus') await expect(card.getByTestId('card-meaning')).toContainText('鸭嘴兽');
    await expect(card.getByRole('button', { name: /^Good, / })).toBeVisible();
    await page.keyboard.press('3');
    if (done < 3) await expect(progress).toHaveText(`${done} of 3`);
  }
  expect(seen.sort()).toEqual(['harbor', 'platypus', 'run']);

  // Good on a new card brings it back in ten minutes: within the learn-ahead, so in this session.
  await expect(progress).toHaveText('3 of 6');
  const answerWord = page.getByTestId('review-card').getByTestId('answer-word');
  await page.keyboard.press('Space');
  const undone = (await answerWord.textContent()) ?? '';
  await page.keyboard.press('3');
  await expect(progress).toHaveText('4 of 6');
  // Z takes the rating back: the same card is asked again.
  await page.keyboard.press('z');
  await expect(progress).toHaveText('3 of 6');
  await page.keyboard.press('Space');
  await expect(answerWord).toHaveText(undone);
  for (let done = 4; done <= 6; done++) {
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
    if (done < 6) await expect(progress).toHaveText(`${done} of 6`);
  }

  // The second Good sends each card days ahead: the queue is empty.
  const end = page.getByTestId('review-done');
  await expect(end).toContainText('You reviewed 6 cards in this session.');
  await expect(end.getByTestId('next-due')).toContainText(/Next review (in \d+ days|tomorrow)/);
  // platypus had no sentence: the end screen offers to write one.
  await expect(end).toContainText('1 word you reviewed has no example sentence yet.');
  await expect(badge(page)).toHaveCount(0);
  await expect(newBadge(page)).toHaveCount(0);

  await end.getByRole('link', { name: 'Generate a sentence' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 / 50 selected');

  await page.goto('/profile');
  // Profile loads several sections at once; on a busy machine that takes a while.
  await expect(page.getByTestId('heatmap-total')).toHaveText('6 reviews in the last year', {
    timeout: 20_000,
  });
  const today = page.getByTestId('review-heatmap').locator('[data-count="6"]');
  await expect(today).toHaveCount(1);
  await expect(page.getByTestId('review-stats')).toContainText('Day streak');
});

test('a wrong sentence goes to the mistakes notebook, and Practice again fills Check', async ({ page }) => {
  await signIn(page, newLearner(), '/check');
  const sentence = 'She go to school every day.';
  await page.getByRole('textbox', { name: 'Your sentence' }).fill(sentence);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('check-result')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mistakes notebook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mistakes notebook' })).toBeVisible();
  await expect(page.getByTestId('mistakes-total')).toHaveText('1 mistake');
  const group = page.getByTestId('mistake-group-grammar');
  await expect(group.getByTestId('mistake-count')).toHaveText('1');
  const entry = group.getByTestId('mistake');
  await expect(entry.getByTestId('mistake-sentence')).toHaveText(sentence);
  await expect(entry.locator('mark')).toHaveText('go');
  await expect(entry.getByTestId('mistake-fix')).toHaveText('goes');

  await entry.getByRole('link', { name: /^Practice again/ }).click();
  await expect(page).toHaveURL(/\/check$/);
  const box = page.getByRole('textbox', { name: 'Your sentence' });
  await expect(box).toHaveValue(sentence);
  await expect(box).toBeFocused();

  // The notebook is on Profile too.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-mistakes')).toHaveText(
    '1 mistake from your sentence checks, grouped by kind.',
    { timeout: 20_000 },
  );
});
