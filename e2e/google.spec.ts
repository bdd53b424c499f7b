import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { GOOGLE_ONE_TAP_ERROR_MESSAGE, GOOGLE_EMAIL_UNVERIFIED_MESSAGE } from '@kaizen/contracts';
import { E2E_PORT } from './playwright.config';
import { expect, test } from './support/fixtures';
import { startServerWithGoogle } from './support/google-server';
import {
  startGoogleStandIn,
  type GoogleStandIn,
  type StandInAccount,
} from './support/google-stand-in';
import { saveScreenshots } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_PATIENT, submitLogin } from './support/users';

// Google sign-in and one-tap (issue 15; SPEC §2 exclusions, §7, §8) against a local stand-in for
// Google: real RS256 ID tokens checked by the API against the stand-in's JWKS.

const SERVER_PORT = E2E_PORT + 1;
/** A public page (home needs a sign-in): one-tap's place. */
const LISTING = '/therapy-psychiatry/';
const STAND_IN_PORT = E2E_PORT + 2;

let standIn: GoogleStandIn;
let server: Awaited<ReturnType<typeof startServerWithGoogle>> | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${SERVER_PORT}` });

test.beforeAll(async () => {
  // A second app server starts (build already made): a fresh database with demo data.
  test.setTimeout(180_000);
  standIn = await startGoogleStandIn(STAND_IN_PORT);
  server = await startServerWithGoogle(SERVER_PORT, standIn);
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

const googleAccount = (overrides: Partial<StandInAccount> = {}): StandInAccount => ({
  email: `google-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`,
  name: 'Meera Iyer',
  given_name: 'Meera',
  family_name: 'Iyer',
  email_verified: true,
  ...overrides,
});

const oneTap = (page: Page) => page.getByRole('dialog', { name: 'Sign in to Kaizen with Google' });

/** The page settled (the app's calls done) and a little longer than the prompt would take. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

test('"Sign in with Google" on the log-in page makes a new account and signs it in', async ({
  page,
}) => {
  const account = googleAccount();
  standIn.setAccount(account);
  await page.goto('/auth/log-in/');
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(button).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  await saveScreenshots(page, 'log-in-with-google');
  await button.click();
  await expect(page).toHaveURL(`http://localhost:${SERVER_PORT}/`);
  await expect(page.locator('h1').first()).toContainText('Meera');
  await saveScreenshots(page, 'google-new-account-home');
});

test('one-tap on the expert listing signs an existing account in, and is gone once signed in', async ({
  page,
}) => {
  standIn.setAccount(
    googleAccount({ email: DEMO_PATIENT, given_name: 'Asha', name: 'Asha Verma' }),
  );
  await page.goto(LISTING);
  await expect(oneTap(page)).toBeVisible();
  await expect(oneTap(page).getByRole('button', { name: 'Continue as Asha' })).toBeVisible();
  await saveScreenshots(page, 'google-one-tap');
  await oneTap(page).getByRole('button', { name: 'Continue as Asha' }).click();
  await expect(oneTap(page)).toHaveCount(0);
  // Signed in where they were: the listing stays, its header becomes theirs, and home is theirs.
  // (The prompt closes before the sign-in answers: leaving the page sooner would cancel it.)
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  const prompts = standIn.prompts();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Asha');

  // SPEC §2: never offered to a logged-in user.
  await page.goto(LISTING);
  await settled(page);
  await expect(oneTap(page)).toHaveCount(0);
  expect(standIn.prompts()).toBe(prompts);
});

test('one-tap is not offered on auth or booking paths, nor with disableGoogleOneTapLogin=true', async ({
  page,
}) => {
  standIn.setAccount(googleAccount());
  // On an ordinary page it is (the check below would pass for a broken one-tap otherwise).
  await page.goto(LISTING);
  await expect(oneTap(page)).toBeVisible();

  for (const path of [
    '/auth/log-in/',
    '/auth/sign-up/',
    '/therapy-psychiatry/booking/3d5e7f90-1a2b-4c3d-8e4f-5a6b7c8d9e01',
    `${LISTING}?disableGoogleOneTapLogin=true`,
    '/kotak-life-insurance',
  ]) {
    const prompts = standIn.prompts();
    await page.goto(path);
    await settled(page);
    await expect(oneTap(page), path).toHaveCount(0);
    expect(standIn.prompts(), path).toBe(prompts);
  }
  // The log-in page still has Google's button: only the prompt is excluded there.
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});

test('failures show the SPEC §8 toasts', async ({ page }) => {
  standIn.setAccount(googleAccount({ email_verified: false }));
  // The button: the first error the server gave.
  await page.goto('/auth/log-in/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByText(GOOGLE_EMAIL_UNVERIFIED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/log-in\/$/);
  // One-tap: 'Google Authentication failed!'.
  await page.goto(LISTING);
  await oneTap(page)
    .getByRole('button', { name: /^Continue as/ })
    .click();
  await expect(page.getByText(GOOGLE_ONE_TAP_ERROR_MESSAGE)).toBeVisible();
  await saveScreenshots(page, 'google-one-tap-failed');
});

test('a password sign-in on this server works alongside Google', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await submitLogin(page, DEMO_PATIENT, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Asha');
  await settled(page);
  await expect(oneTap(page)).toHaveCount(0);
});
