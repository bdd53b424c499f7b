import { expect, test } from './support/fixtures';
import { newUser, signUp } from './support/users';

test('profile: view and edit name, email and phone', async ({ page }) => {
  const user = await signUp(page);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByText(user.email)).toBeVisible();

  const other = newUser();
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill(other.email);
  await page.getByLabel('Mobile number').fill(other.mobile);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByText('Meera Rao')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Meera Rao')).toBeVisible();
  await expect(page.getByText(other.email)).toBeVisible();
  await expect(page.getByText(`+91 ${other.mobile}`)).toBeVisible();
});

test('log out of all devices ends the other device too', async ({ page, browser }) => {
  const user = await signUp(page);
  const otherDevice = await browser.newPage();
  await otherDevice.goto('/auth/log-in/');
  await otherDevice.getByLabel('Email or mobile number').fill(user.email);
  await otherDevice.getByLabel('Password', { exact: true }).fill(user.password);
  await otherDevice.getByRole('button', { name: 'Log in' }).click();
  await expect(otherDevice).toHaveURL('/');

  await page.goto('/user');
  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL('/auth/log-in/');

  // The other device learns on its next call: 403 device logged out (SPEC §4), and from the
  // root it is sent, signed out, to the public /therapy-psychiatry/ directory.
  await otherDevice.reload();
  await expect(otherDevice).toHaveURL('/therapy-psychiatry/');
  await expect(otherDevice.getByRole('link', { name: 'Log in' })).toBeVisible();
  await otherDevice.close();
});
