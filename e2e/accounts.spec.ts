import { readResetCode } from './support/mailbox';
import { field, newLearner, registerByApi, test, expect } from './support/test';

test('a new learner registers (after fixing a validation error), logs out and logs back in', async ({
  page,
}) => {
  const learner = newLearner();
  await page.goto('/register');

  await field(page, 'Username').fill('ab');
  await field(page, 'Email').fill(learner.email);
  await field(page, 'Password').fill(learner.password);
  await field(page, 'Confirm password').fill('something-else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await field(page, 'Username').fill(learner.username);
  await field(page, 'Confirm password').fill(learner.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/');
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toContainText(learner.username);
  await expect(page.getByRole('link', { name: 'Words' }).first()).toBeVisible();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Words' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await field(page, 'Email').fill(learner.email);
  await field(page, 'Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await field(page, 'Password').fill(learner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toContainText(learner.username);
});

test('guards: guests are sent to log in and come back; signed-in learners skip guest pages', async ({
  page,
}) => {
  const learner = newLearner();
  await registerByApi(page.request, learner);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await field(page, 'Email').fill(learner.email);
  await field(page, 'Password').fill(learner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  for (const guestPage of ['/login', '/register', '/forgot-password']) {
    await page.goto(guestPage);
    await expect(page).toHaveURL('/');
  }
});

test('forgot password end to end with the emailed code', async ({ page }) => {
  const learner = newLearner();
  await registerByApi(page.request, learner);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The URL changes before the lazily loaded page replaces the login form, whose "Email" field would
  // otherwise take the address: wait for the reset form itself.
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await field(page, 'Email').fill(learner.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByText(/The code expires in 10 minutes/)).toBeVisible();
  const code = await readResetCode(learner.email);
  await page.getByTestId('reset-code').locator('input').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify code' }).click();

  const newPassword = 'a-brand-new-secret';
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await field(page, 'Email').fill(learner.email);
  await field(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(learner.username);
});
