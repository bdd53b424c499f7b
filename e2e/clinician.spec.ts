import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveScreenshots, TABLET_AND_DESKTOP } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_PATIENT, DEMO_THERAPIST } from './support/users';

// Issue 13: the clinician workspace at /clinician/, clicked through as a therapist would.

test.use({ timezoneId: 'Asia/Kolkata' });

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

async function signInToWorkspace(page: Page, login: string) {
  await page.goto('/clinician/');
  await expect(page).toHaveURL(/\/clinician\/log-in/);
  await page.getByLabel('Email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a patient is refused at the workspace with a clear message', async ({ page }) => {
  await signInToWorkspace(page, DEMO_PATIENT);
  await expect(page.getByRole('alert')).toHaveText(
    'This workspace is for Kaizen clinicians. Patients sign in at the Kaizen app.',
  );
  await expect(page).toHaveURL(/\/clinician\/log-in/);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-login', undefined, TABLET_AND_DESKTOP);
});

test("a therapist changes Thursday's hours and the directory shows the new times", async ({
  page,
}) => {
  await signInToWorkspace(page, DEMO_THERAPIST);
  await expect(page.getByText('Meera Nair')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Day and week' })).toBeVisible();

  await page.getByRole('link', { name: 'Hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hours' })).toBeVisible();
  await expect(page.getByText('Times are in Asia/Kolkata.')).toBeVisible();
  await page.getByLabel('Session kind').selectOption('tele');
  // Thursday: every window removed, then one from 14:00 to 15:00.
  const removeThursday = page.getByRole('button', { name: /^Remove Thursday/ });
  while ((await removeThursday.count()) > 0) await removeThursday.first().click();
  await page.getByRole('button', { name: 'Add hours on Thursday' }).click();
  await page.getByLabel('Thursday from').fill('14:00');
  await page.getByLabel('Thursday until').fill('15:00');
  await page.getByRole('button', { name: /^Save video session hours/ }).click();
  await expect(page.getByText('Video session hours saved.')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'clinician-hours', undefined, TABLET_AND_DESKTOP);

  // The preview and the public profile both show Thursday at 2 pm only.
  const preview = page.locator('.cw-preview__day').filter({ hasText: /^Thu/ }).first();
  await expect(preview.locator('.cw-preview__times')).toHaveText('2:00 pm');
  // "Thu, 26 Nov" in the preview is "Tomorrow, 26th Nov" or "Thursday, 26th Nov" on the profile.
  const [, day, month] =
    /(\d+) (\w+)/.exec(await preview.locator('.cw-preview__date').innerText()) ?? [];
  await page.getByRole('link', { name: 'See your profile as patients do' }).click();
  const thursday = page
    .locator('.slot-day')
    .filter({ hasText: new RegExp(`\\b${day}(st|nd|rd|th) ${month}`) });
  await expect(thursday.getByRole('link')).toHaveText([/^02:00 PM/]);
});
