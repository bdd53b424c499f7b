import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import {
  confirmSignUpMobile,
  newUser,
  signUp,
  submitLogin,
  submitSignUp,
  waitForHydration,
} from './support/users';

// Issue 9: the details a new user meets before booking: the sign-up form, log-in with a mobile
// number written the usual ways, the documents behind the consent boxes, addresses that do not
// exist, and the favicon.

test('sign-up: an empty submit starts at the first field, one message per rule, real documents', async ({
  page,
}) => {
  await page.goto('/auth/sign-up/');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByText('First name is required.')).toBeVisible();
  // The password's rule is said once: the error replaces the hint.
  await expect(page.getByText(/Password must be at least 8 characters/)).toBeVisible();
  await expect(page.getByText('At least 8 characters.', { exact: true })).toHaveCount(0);
  await saveScreenshots(page, 'sign-up-errors', () =>
    expect(page.getByText('First name is required.')).toBeVisible(),
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // The consent boxes link to the documents, opened beside the form (what was typed stays).
  await page.getByLabel('First name').fill('Meera');
  const terms = page.getByRole('link', { name: /^terms and conditions/ });
  const [document] = await Promise.all([page.waitForEvent('popup'), terms.click()]);
  await expect(document.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(document.getByText(/^Kaizen is not an emergency service\./)).toBeVisible();
  await expect(document.getByText(/^Version \d+ · published/)).toBeVisible();
  await document.close();
  await expect(page.getByLabel('First name')).toHaveValue('Meera');
  await expect(page.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  // An older link: the same published document.
  await page.goto('/privacy');
  await expect(page).toHaveURL('/privacy-policy');
  // (the consents spec may have published a later version by now: any published one will do)
  await expect(page.getByText(/^Version \d+ · published/)).toBeVisible();
  await saveScreenshots(page, 'privacy-policy', () =>
    expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible(),
  );
});

test('log-in takes the mobile number as people write it', async ({ page, browser }) => {
  const user = newUser();
  await page.goto('/auth/sign-up/');
  await waitForHydration(page, 'Create account');
  // Pasted with the country code and spaces: stored as its 10 digits.
  await page
    .getByLabel('Mobile number')
    .fill(`+91 ${user.mobile.slice(0, 5)} ${user.mobile.slice(5)}`);
  await expect(page.getByLabel('Mobile number')).toHaveValue(user.mobile);
  await submitSignUp(page, user);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  await confirmSignUpMobile(page, user);

  for (const written of [
    `+91 ${user.mobile.slice(0, 5)} ${user.mobile.slice(5)}`,
    `0${user.mobile}`,
    user.mobile,
  ]) {
    const visitor = await browser.newPage();
    await visitor.goto('/auth/log-in/');
    await submitLogin(visitor, written, user.password);
    await expect(visitor, written).toHaveURL('/');
    await visitor.close();
  }
});

test('an address with no page answers 404 with the not-found page; the favicon exists', async ({
  page,
  request,
}) => {
  const missing = await page.goto('/therapy-psychiatry/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  const real = await page.goto('/therapy-psychiatry/');
  expect(real?.status()).toBe(200);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
});

test('a signed-in person sees the terms from the footer', async ({ page }) => {
  await signUp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
});
