import AxeBuilder from '@axe-core/playwright';
import { CRN_MISMATCH_MESSAGE } from '@kaizen/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { acmePartnerToken } from './support/partner';
import { saveScreenshots } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_PATIENT, newUser, submitLogin, submitSignUp } from './support/users';

// Issue 10, SPEC §2/§4/§7/§8: the insurer's CRNID flow (kli_auto_login, the 422 fallback to log
// in and back), the card dashboard, and code login at start (`?code=`).

const ACME_UUID = '6f1c2a4e-8b3d-4c57-9a1e-2d7f0b9c3a11';
const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

test("an insurer's linked CRN signs its customer in to the card dashboard", async ({ page }) => {
  await page.goto('/?company=suraksha&CRNID=4000123456');
  await expect(page).toHaveURL('/partnerdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Suraksha Insurance' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'What Suraksha Insurance covers' });
  await expect(cards.getByRole('heading', { name: 'Your sessions' })).toBeVisible();
  await expect(cards.getByRole('link', { name: 'Find a therapist' })).toBeVisible();
  const helpline = page.getByRole('region', { name: 'Suraksha Insurance helpline' });
  await expect(helpline.getByRole('link', { name: 'Call 1800 266 7780' })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await saveScreenshots(page, 'partner-card-dashboard');

  await cards.getByRole('link', { name: 'See your sessions' }).click();
  await expect(page).toHaveURL('/org/dashboard');
});

test('an unlinked CRN falls back to log-in; signing up with the listed email links it', async ({
  page,
}) => {
  await page.goto('/?company=suraksha&CRNID=4000654321');
  await expect(page).toHaveURL(/\/auth\/log-in\/\?redirectPath=%2F%3FCRNID%3D4000654321$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /sign up|create an account/i })
    .click();
  await submitSignUp(page, { ...newUser(), email: 'newcustomer@suraksha.example' });
  await expect(page).toHaveURL('/partnerdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Suraksha Insurance' })).toBeVisible();
});

test('a CRN listed for someone else is not linked to the account that logs in', async ({
  page,
}) => {
  await page.goto('/?company=suraksha&CRNID=4000999999');
  await expect(page).toHaveURL(/redirectPath=%2F%3FCRNID%3D4000999999$/);
  await submitLogin(page, DEMO_PATIENT, DEMO_PASSWORD);
  await expect(page.getByText(CRN_MISMATCH_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a one-time code link from the partner signs the member in once', async ({
  page,
  request,
}) => {
  const member = {
    subject: `e2e-${Date.now()}`,
    email: `e2e-code-${Date.now()}@example.com`,
    givenName: 'Kavya',
    familyName: 'Menon',
  };
  const first = await request.post('/api/partner_sessions', {
    data: { jwt_token: acmePartnerToken(member), company_profile_uuid: ACME_UUID },
  });
  expect(first.status()).toBe(200);
  const issued = await request.post('/api/partner_sign_in_codes', {
    data: { jwt_token: acmePartnerToken(member), company_profile_uuid: ACME_UUID },
  });
  expect(issued.status()).toBe(201);
  const { url } = ((await issued.json()) as { data: { url: string } }).data;
  const link = `${new URL(url).pathname}${new URL(url).search}`;

  await page.goto(link);
  await expect(page).toHaveURL('/org/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('code')).toBeNull();

  // Used once: the same link in a fresh browser goes to log in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page).toHaveURL('/auth/log-in/');
});

test("a member the partner's link created chooses a password from the email, then logs in with it", async ({
  page,
  request,
}) => {
  const member = {
    subject: `e2e-pw-${Date.now()}`,
    email: `e2e-pw-${Date.now()}@example.com`,
    givenName: 'Meera',
    familyName: 'Pillai',
  };
  await page.goto(`/t-p?company=acme&jwt=${acmePartnerToken(member)}`);
  await expect(page).toHaveURL('/org/dashboard');

  const mail = await latestEmailTo(request, member.email, /Choose a password/);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/create-password\/\?\S+/)?.[0] ?? '');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await saveScreenshots(page, 'create-password');
  await page.getByLabel('New password', { exact: true }).fill('Morning-Light-2026');
  await page.getByLabel('Confirm new password').fill('Morning-Light-2026');
  await page.getByRole('button', { name: 'Save password and continue' }).click();
  await expect(page).toHaveURL('/org/dashboard');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/log-in/');
  await submitLogin(page, member.email, 'Morning-Light-2026');
  await expect(page).toHaveURL('/org/dashboard');
});
