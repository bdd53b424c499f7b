import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signUp } from './support/users';

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

test('axe finds no violations on log-in, sign-up and home', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto('/auth/sign-up/');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await signUp(page);
  await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('the log-in form works from the keyboard alone, with a skip link first', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const login = page.getByLabel('Email or mobile number');
  while (!(await login.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('demo@kaizen.health');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Kaizen@2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});

test('axe finds no violations on assessments: list, a question, safety screen, result, history', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/assessments');
  await expect(page.getByRole('link', { name: 'Start: C-SSRS' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Start: C-SSRS' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose an answer.');
  expect((await axe(page).analyze()).violations).toEqual([]);
  for (const answer of ['Yes', 'No', 'No']) {
    await page.getByRole('radio', { name: answer, exact: true }).check();
    await page.getByRole('button', { name: /Next|See my result/ }).click();
  }
  await expect(
    page.getByRole('heading', { name: 'You don’t have to go through this alone' }),
  ).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Continue to my result' }).click();
  await expect(page.getByRole('heading', { name: '1 of 3' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'See my history' }).click();
  await expect(page.getByRole('table', { name: 'Your C-SSRS results' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('axe finds no violations on the policy pages, consents and emergency contacts', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await signUp(page);
  await page.goto('/user/consents');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto('/user/contacts');
  await page.getByRole('button', { name: 'Add emergency contact' }).click();
  await expect(page.getByLabel('Relationship to you')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('axe finds no violations on the terms, the privacy policy and the not-found page', async ({
  page,
}) => {
  const pages: [path: string, heading: string][] = [
    ['/terms', 'Terms and conditions'],
    ['/privacy', 'Privacy policy'],
    ['/no-such-page', "We couldn't find that page"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect((await axe(page).analyze()).violations, path).toEqual([]);
  }
});

test('axe finds no violations on the profile with changes waiting and the confirm-email page', async ({
  page,
}) => {
  const user = await signUp(page);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('Email').fill(`changed-${user.email}`);
  await page.getByLabel('Mobile number').fill(`8${user.mobile.slice(1)}`);
  await expect(page.getByLabel('Current password')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Code from the SMS')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.goto('/profile/confirm-email?confirmation=not-a-real-link');
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('axe finds no violations on the pages of emailed invitations, signed out', async ({
  page,
}) => {
  await page.goto('/org/join?invitation=not-a-real-link');
  await expect(page.getByRole('link', { name: 'Log in to accept' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.goto('/sessions/invitation?invitation=not-a-real-link');
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('axe finds no violations on the health record pages', async ({ page }) => {
  await page.goto('/auth/log-in/');
  await page.getByLabel('Email or mobile number').fill('demo@kaizen.health');
  await page.getByLabel('Password', { exact: true }).fill('Kaizen@2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  for (const [path, heading] of [
    ['/records', 'Your health record'],
    ['/prescriptions', 'Your prescriptions'],
    ['/treatment-plan', 'Your treatment plan'],
    ['/documents', 'Your documents'],
    ['/my-data', 'Your data and privacy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator('.records-loading')).toHaveCount(0);
    expect((await axe(page).analyze()).violations, path).toEqual([]);
  }
});
