import {
  CURRENT_PASSWORD_NEEDED_MESSAGE,
  INVALID_EMAIL_CONFIRMATION_MESSAGE,
} from '@kaizen/contracts';
import { expect, test } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { saveScreenshots } from './support/screenshots';
import { newUser, signUp } from './support/users';

const PROFILE_PENDING_TOAST =
  'Your details have been saved. Confirm the new email or mobile number to start using it.';

test('profile: a new email and mobile need the password and wait for their confirmation', async ({
  page,
  request,
}) => {
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
  // Changing who can sign in asks for the password (issue 8 case 3).
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(CURRENT_PASSWORD_NEEDED_MESSAGE)).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(PROFILE_PENDING_TOAST)).toBeVisible();
  await expect(page.getByText('Meera Rao')).toBeVisible();

  // Until confirmed, the old values stay.
  const details = page.locator('.details');
  await expect(details.getByText(user.email)).toBeVisible();
  await expect(details.getByText(`+91 ${user.mobile}`)).toBeVisible();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText(`We sent a link to ${other.email}`)).toBeVisible();
  await saveScreenshots(page, 'profile-pending-changes');

  // The mobile: the code sent by SMS (kept in the outbox, as no SMS provider is configured).
  const sms = await latestEmailTo(request, other.mobile);
  const code = sms.text.match(/^(\d{6}) is your Kaizen code/)?.[1] ?? '';
  await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('That code is not right or has expired.')).toBeVisible();
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('Your mobile number has been changed.')).toBeVisible();
  await expect(details.getByText(`+91 ${other.mobile}`)).toBeVisible();

  // The email: the link sent to the new address.
  const mail = await latestEmailTo(request, other.email);
  const link =
    mail.text.match(/https?:\/\/\S+\/profile\/confirm-email\?confirmation=\S+/)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await saveScreenshots(page, 'profile-email-confirmed');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(details.getByText(other.email)).toBeVisible();
  await expect(page.getByText('Check your inbox')).toHaveCount(0);

  // A used link says so calmly.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(INVALID_EMAIL_CONFIRMATION_MESSAGE)).toBeVisible();
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
