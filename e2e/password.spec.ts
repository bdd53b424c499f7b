import { E2E_PORT } from './playwright.config';
import { expect, test } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { signUp, submitLogin } from './support/users';

test('forgot password: email in the outbox, set a new password, log in with it', async ({
  page,
  browser,
}) => {
  const user = await signUp(page);
  const visitor = await browser.newPage();
  await visitor.goto('/auth/log-in/');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL('/auth/forgot-password/');
  // A link navigates as a transition: the address changes while the log-in screen (with its
  // "Email or mobile number" field) stays until the new screen's code has loaded.
  await expect(visitor.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await visitor.getByLabel('Email', { exact: true }).fill(user.email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toContainText('If an account exists for this email');

  const email = await latestEmailTo(page.request, user.email);
  const link = email.text.match(/https?:\/\/\S+reset_password_token=\S+/)?.[0];
  expect(link, 'reset link in the email').toBeTruthy();
  // No PUBLIC_URL on the e2e server: the link opens on the port the server actually uses.
  expect(new URL(link ?? '').origin).toBe(`http://localhost:${E2E_PORT}`);
  await visitor.goto(link ?? '');
  await expect(visitor.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await visitor.getByLabel('New password', { exact: true }).fill('Fresh-Start-2026');
  await visitor.getByLabel('Confirm new password').fill('Fresh-Start-2026');
  await visitor.getByRole('button', { name: 'Save password' }).click();
  await expect(visitor).toHaveURL('/auth/log-in/');

  await submitLogin(visitor, user.email, user.password);
  await expect(
    visitor.getByRole('alert').filter({ hasText: 'Invalid login credentials' }),
  ).toBeVisible();
  await submitLogin(visitor, user.email, 'Fresh-Start-2026');
  await expect(visitor).toHaveURL('/');
  await visitor.close();
});

test('a set-password link without its token offers a new link', async ({ page }) => {
  await page.goto('/auth/set-password/');
  await expect(page.getByText('This link is incomplete')).toBeVisible();
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL('/auth/forgot-password/');
});

test('change password while signed in', async ({ page }) => {
  const user = await signUp(page);
  await page.goto('/user');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/auth/changepassword/');
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('Another-Day-2026');
  await page.getByLabel('Confirm new password').fill('Another-Day-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  // The refusal is the current password's own (its error code names the field): under it.
  const current = page.getByLabel('Current password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(/Your current password is incorrect\./);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/user');
});
