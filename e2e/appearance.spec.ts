import { newLearner, signIn, test, expect } from './support/test';

test('theme and language survive a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('link', { name: '社区' }).first()).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'zh-CN');

  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('language-toggle')).toHaveText('ZH');
});

test('the theme follows the system until the learner picks one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('font settings visibly change the text across the app and are kept', async ({ page }) => {
  await signIn(page, newLearner(), '/profile');
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
  const before = parseFloat(await bodyFont());

  await page.getByRole('radiogroup', { name: 'Text size' }).getByRole('radio', { name: '2× large' }).click();
  await page
    .getByRole('radiogroup', { name: 'Typeface' })
    .getByRole('radio', { name: 'Serif', exact: true })
    .click();
  await page.getByRole('radiogroup', { name: 'Text color' }).getByRole('radio', { name: 'Blue' }).click();
  await page.getByRole('radiogroup', { name: 'Line spacing' }).getByRole('radio', { name: 'Loose' }).click();
  await expect(page.getByTestId('font-preview')).toHaveAttribute('data-font-size', '2xl');
  await page.getByRole('button', { name: 'Save font settings' }).click();
  await expect(page.getByText('Font settings updated')).toBeVisible();

  await expect.poll(async () => parseFloat(await bodyFont())).toBeGreaterThan(before);
  await page.goto('/');
  await page.reload();
  await expect.poll(async () => parseFloat(await bodyFont())).toBeGreaterThan(before);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.toLowerCase()).toContain('serif');
  // Loose line spacing: twice the font size.
  const lineRatio = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
  });
  expect(lineRatio).toBeCloseTo(2, 1);

  // Blue text: a dark shade on the light theme, a light one on the dark theme, so both stay readable.
  const textColour = () => page.evaluate(() => getComputedStyle(document.body).color);
  const shade = (name: string) =>
    page.evaluate((variable) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${variable})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, name);
  const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
  if ((await scheme()) === 'dark') await page.getByTestId('theme-toggle').click();
  await expect.poll(textColour).toBe(await shade('--mantine-color-blue-9'));
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect.poll(textColour).toBe(await shade('--mantine-color-blue-3'));
});
