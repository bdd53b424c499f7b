import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './playwright.config';
import { apiSessionOf, callAs } from './support/clinical';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import {
  DEMO_GLOBEX_MEMBER,
  DEMO_ORG_ADMIN,
  DEMO_ORG_MEMBER,
  DEMO_PASSWORD,
  DEMO_PATIENT,
  DEMO_SURAKSHA_MEMBER,
  DEMO_CF_MEMBER,
  DEMO_SWITCH_PATIENT,
  DEMO_ORG_CF_MEMBER,
  signUp,
} from './support/users';

// Consents (issue 12): a new privacy-policy version blocks the app with a modal until it is
// accepted; the consent page shows what was accepted, when and how, and withdrawal says what it
// stops and brings the modal back. The documents are public pages.

async function publishPrivacyPolicy(request: APIRequestContext, summary: string) {
  const response = await request.post('/api/admin/policies', {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: {
      type: 'privacy_policy',
      title: 'Privacy policy',
      summary,
      sections: [
        { heading: 'Who can see it', paragraphs: ['Only you and the clinicians you see.'] },
        { heading: 'Email', paragraphs: ['We send email through our email provider.'] },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { version: number } }).data.version;
}

/**
 * The demo accounts other specs sign in with accept the version this spec published (a new demo
 * login used by a later spec belongs here, or that spec meets the policy modal).
 */
const DEMO_LOGINS = [
  DEMO_PATIENT,
  DEMO_ORG_MEMBER,
  DEMO_ORG_ADMIN,
  DEMO_GLOBEX_MEMBER,
  DEMO_SURAKSHA_MEMBER,
  DEMO_CF_MEMBER,
  DEMO_SWITCH_PATIENT,
  DEMO_ORG_CF_MEMBER,
];
async function demoAccountsAccept(request: APIRequestContext) {
  for (const login of DEMO_LOGINS) {
    const session = await apiSessionOf(request, login, DEMO_PASSWORD);
    const accepted = await callAs(
      request,
      session,
      'POST',
      '/api/customers/acknowledge_privacy_policy_v2',
      {
        method_type: 'modal',
        policy_type: 'privacy_policy',
      },
    );
    expect(accepted.status).toBe(200);
  }
}

test('the versioned privacy policy is a public page', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Version \d+ · published/)).toBeVisible();
  await saveScreenshots(page, 'consents-privacy-policy');
});

test('a patient accepts a new policy version, sees it recorded, withdraws and is asked again', async ({
  page,
  request,
}) => {
  await signUp(page);
  const summary = 'We now name the email provider that delivers your reminders.';
  const version = await publishPrivacyPolicy(request, summary);
  try {
    await page.reload();
    const modal = page.getByRole('dialog', { name: 'We have updated our policies' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(`Privacy policy — version ${version}`);
    await expect(modal).toContainText(summary);
    await expect(modal.getByRole('link', { name: /Read the full privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await saveScreenshots(page, 'consents-modal');
    // Blocking: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'I accept' }).click();
    await expect(modal).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('acceptedPrivacyPolicy'))).toBe('true');

    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByRole('link', { name: 'Your consents' }).click();
    const privacy = page.getByRole('region', { name: 'Privacy policy' });
    await expect(privacy).toContainText('Accepted');
    await expect(privacy).toContainText(`You accepted version ${version}.`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      `Accepted the privacy policy (version ${version}) when we asked about a new version`,
    );
    await saveScreenshots(page, 'consents-page');

    await privacy.getByRole('button', { name: 'Withdraw consent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw consent to the privacy policy?' });
    await expect(confirm).toContainText('you cannot take assessments');
    await confirm.getByRole('button', { name: 'Withdraw consent' }).click();
    const again = page.getByRole('dialog', { name: 'Please review our policies' });
    await expect(again).toContainText('You withdrew your consent to this document.');
    await again.getByRole('button', { name: 'I accept' }).click();
    await expect(again).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Privacy policy' })).toContainText(
      `You accepted version ${version}.`,
    );
  } finally {
    await demoAccountsAccept(request);
  }
});
