import AxeBuilder from '@axe-core/playwright';
import { CLINICIAN_REFUSED_MESSAGE } from '@kaizen/contracts';
import { expect, localStorageKeys, test } from './support/fixtures';
import { emailedSignUpCode, latestEmailTo } from './support/outbox';
import { saveScreenshots } from './support/screenshots';
import {
  DEMO_ORG_MEMBER,
  DEMO_PASSWORD,
  DEMO_PATIENT,
  DEMO_THERAPIST,
  enterSignUpCode,
  newUser,
  signUp,
  submitLogin,
  submitSignUpDetails,
} from './support/users';

// SPEC §4 logout: what survives it. The app also re-writes its persisted state (key kaizen).
const PRESERVED_OR_REWRITTEN = new Set([
  'kaizen',
  'deviceId',
  'homepage_variant',
  'tour_shown',
  'first_step_modal_shown',
  'ad_user_params',
  // The analytics consent choice (issue 15; the fixture answers it for every test).
  'analytics_consent',
  'clinician_toast',
  'previous_filters',
  'selected_centre',
  'isInOrganicUser',
  'conversion_experiment_2025_home',
  'conversion_experiment_2025_matching',
  'conversion_experiment_2025_booking',
]);

test('sign up lands on home, a reload keeps the session, logout clears it', async ({ page }) => {
  const user = await signUp(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
  const keys = await localStorageKeys(page);
  expect(keys).toEqual(
    expect.arrayContaining(['auth_session', 'loginstatus', 'customer_id', 'kaizen']),
  );

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  await expect(page).toHaveURL('/');

  await page.evaluate(() => {
    localStorage.setItem('deviceId', 'device-1');
    localStorage.setItem('isInOrganicUser', 'true');
    sessionStorage.setItem('isDisableEdit', 'false');
  });
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();

  await expect(page).toHaveURL('/auth/log-in/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const remaining = await localStorageKeys(page);
  expect(remaining.filter((key) => !PRESERVED_OR_REWRITTEN.has(key))).toEqual([]);
  expect(remaining).toEqual(expect.arrayContaining(['deviceId', 'isInOrganicUser']));
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await page.goto('/');
  await expect(page).toHaveURL('/auth/log-in/?redirectPath=%2F');
});

test('a protected page sends the visitor to log in and back with redirectPath', async ({
  page,
}) => {
  await page.goto('/user');
  await expect(page).toHaveURL('/auth/log-in/?redirectPath=%2Fuser');
  await submitLogin(page, DEMO_PATIENT, DEMO_PASSWORD);
  await expect(page).toHaveURL('/user');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
});

test('wrong credentials are shown next to the form', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await submitLogin(page, DEMO_PATIENT, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
  await expect(page).toHaveURL('/auth/log-in/');
});

test('a clinician is refused with the clinician toast and stays logged out', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await submitLogin(page, DEMO_THERAPIST, DEMO_PASSWORD);
  await expect(page.getByText(CLINICIAN_REFUSED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL('/auth/log-in/');
  expect(await page.evaluate(() => localStorage.getItem('auth_session'))).toBeNull();
});

test('an organisation member lands on the organisation dashboard', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await submitLogin(page, DEMO_ORG_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL('/org/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: /sponsors$/ })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
});

test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signUp(first);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Your next steps' })).toBeVisible();

  await first.goto('/user');
  await first.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(first).toHaveURL('/auth/log-in/');
  await expect(second).toHaveURL('/auth/log-in/');
  await expect(second.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

// Issue 8 case 4: sign-up is code first, and answers the same whether or not the email has an
// account; the code goes only to a free address.
test('sign-up asks for the emailed code: a wrong one says how many tries are left, the right one signs in', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/auth/sign-up/');
  await submitSignUpDetails(page, user);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to e•••@example.com.`)).toBeVisible();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  expect((await axe.analyze()).violations).toEqual([]);

  const code = await emailedSignUpCode(page.request, user.email);
  await enterSignUpCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText('That code is not right. 4 tries left.');
  await saveScreenshots(page, 'sign-up-code');

  // "Use a different email" brings back what was typed.
  await page.getByRole('button', { name: 'Use a different email' }).click();
  await expect(page.getByLabel('First name')).toHaveValue(user.firstname);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await enterSignUpCode(page, await emailedSignUpCode(page.request, user.email));
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstname);
});

test('the mobile given at sign-up waits for its SMS code; the profile asks for it', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/auth/sign-up/');
  await submitSignUpDetails(page, user);
  await enterSignUpCode(page, await emailedSignUpCode(page.request, user.email));
  await expect(page).toHaveURL('/');
  await page.goto('/user');
  const form = page.getByRole('form', { name: 'Confirm your mobile number' });
  await expect(form).toContainText(
    `Confirm your mobile number: enter the code we sent to ••••••${user.mobile.slice(-4)}.`,
  );
  // The mobile's row (date of birth and gender may say the same: multi-profile added them).
  await expect(
    page.locator('.details__row').filter({ has: page.getByText('Mobile number', { exact: true }) }),
  ).toContainText('Not added yet');
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  expect((await axe.analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'sign-up-confirm-mobile');

  const sms = await latestEmailTo(page.request, user.mobile);
  const code = sms.text.match(/^(\d{6})/)?.[1] ?? '';
  await form.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('That code is not right or has expired.')).toBeVisible();
  await form.getByLabel('Code from the SMS').fill(code);
  await form.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText(`+91 ${user.mobile}`)).toBeVisible();
  await expect(form).toBeHidden();
});

test('a taken email gets the same code screen, no code, and its owner an email', async ({
  page,
  request,
}) => {
  const owner = await signUp(page);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL('/auth/log-in/');

  await page.goto('/auth/sign-up/');
  await submitSignUpDetails(page, { ...newUser(), email: owner.email });
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to e•••@example.com.`)).toBeVisible();
  const notice = await latestEmailTo(request, owner.email);
  expect(notice.subject).toBe('Your email address was used on Kaizen');
  expect(notice.text).toContain('Someone tried to create a new Kaizen account with your email');
  // The only code this address ever got is the one of its own sign-up: it makes nothing now.
  await enterSignUpCode(page, await emailedSignUpCode(request, owner.email));
  await expect(page.getByRole('alert')).toContainText('That code is not right. 4 tries left.');
});
