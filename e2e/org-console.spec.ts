import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './playwright.config';
import { bookFirstTeleSlot, sessionDateLabel } from './support/bookings';
import { expect, test } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { saveScreenshots } from './support/screenshots';
import {
  DEMO_ORG_ADMIN,
  DEMO_PASSWORD,
  logIn,
  newUser,
  signUp,
  submitSignUp,
  type NewUser,
} from './support/users';

// Issue 10: organisation members see their care on their dashboard; organisation administrators
// run the console at /org-admin (invite, remove, settings, usage without anyone's records).

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
const pathOf = (link: string) => {
  const url = new URL(link.match(/https?:\/\/\S+\/org\/join\?\S+/)?.[0] ?? '');
  return `${url.pathname}${url.search}`;
};

/** Signs in as Acme's HR administrator (a patient account) and waits for the home page. */
async function logInAsAdministrator(page: Page) {
  await logIn(page, DEMO_ORG_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya');
}

/** Opens an emailed invitation in a fresh browser, signs up there and joins. */
async function joinFromEmail(browser: Browser, baseURL: string, text: string, user: NewUser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(pathOf(text));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await submitSignUp(page, user);
  await expect(page.getByText('You are now a member of Acme Corp.')).toBeVisible();
  return { page, close: () => context.close() };
}

test('an organisation administrator invites from a list, sees the new member and removes them', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await logInAsAdministrator(page);
  await page.goto('/user');
  await page.getByRole('link', { name: 'Open the organisation console' }).click();
  await expect(page).toHaveURL('/org-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sessions of members per month' })).toBeVisible();

  // A pasted CSV with a header row and a bad cell: refused before anything is sent.
  const invitee = newUser();
  const other = newUser();
  const invite = page.getByRole('form', { name: 'Invite members' });
  await invite.getByLabel('Email addresses').fill(`name,email\nA,${invitee.email}\nB,not@valid`);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByRole('alert')).toContainText('These are not email addresses: not@valid');
  await invite
    .getByLabel('Email addresses')
    .fill(`name,email\nA,${invitee.email}\nB,${other.email}`);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByRole('status')).toHaveText('2 invitations sent.');
  await page.getByText(/invitations? waiting/).click();
  await expect(page.getByText(invitee.email)).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'org-console');

  const mail = await latestEmailTo(request, invitee.email);
  expect(mail.subject).toBe('Acme Corp invites you to Kaizen');
  const joined = await joinFromEmail(browser, baseURL ?? '', mail.text, invitee);

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(invitee.email) });
  await expect(row).toContainText('Invitation');
  await row
    .getByRole('button', { name: `Remove ${invitee.firstname} ${invitee.lastname}` })
    .click();
  const dialog = page.getByRole('dialog', {
    name: `Remove ${invitee.firstname} ${invitee.lastname}?`,
  });
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(invitee.email) })).toHaveCount(0);

  // The former member keeps their account, now without the organisation.
  await joined.page.goto('/org/dashboard');
  await expect(joined.page.getByText('No organisation linked')).toBeVisible();
  await joined.close();
});

test('the console checks its settings with the shared rules and saves them', async ({ page }) => {
  await logInAsAdministrator(page);
  await page.goto('/org-admin');
  const settings = page.getByRole('form', { name: 'Organisation settings' });
  const number = settings.getByLabel('Helpline number');
  const saved = await number.inputValue();
  await number.fill('call us');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Enter the helpline number with digits only')).toBeVisible();
  await number.fill(saved);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
});

test('someone who administers nothing is told so at /org-admin', async ({ page }) => {
  await signUp(page);
  await page.goto('/org-admin');
  await expect(page.getByText('You are not an administrator of an organisation.')).toBeVisible();
  await page.goto('/user');
  await expect(page.getByRole('link', { name: 'Open the organisation console' })).toHaveCount(0);
});

test('a member sees the session they booked, the helpline and where to use each benefit', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/admin/organisations/acme/invitations', {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: {},
  });
  const { invitation_url: link } = (await created.json()) as { invitation_url: string };
  await page.goto(pathOf(link));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await submitSignUp(page, newUser());
  await page.getByRole('link', { name: 'See what your organisation offers you' }).click();
  await expect(page).toHaveURL('/org/dashboard');

  const call = page.getByRole('link', { name: 'Call 1800 202 4646' }).first();
  await expect(call).toHaveAttribute('href', 'tel:18002024646');
  const booking = await bookFirstTeleSlot(page, request);
  await page.reload();
  const upcoming = page.getByRole('region', { name: /upcoming/i });
  await expect(upcoming).toContainText(await sessionDateLabel(page, booking.starts_at));
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'org-member-dashboard');

  await page.getByRole('link', { name: 'Take a check-in' }).click();
  await expect(page).toHaveURL('/assessments');
});
