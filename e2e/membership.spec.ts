import { E2E_ADMIN_TOKEN, E2E_PORT } from './playwright.config';
import { expect, test } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { saveScreenshots } from './support/screenshots';
import { newUser, submitSignUp } from './support/users';

// Issue 8 case 5: signing up on an organisation's address no longer makes a member by itself;
// a work address on the organisation's domain, confirmed by the emailed link, does (or an
// invitation link from the organisation).

const ACME = `http://acme.localhost:${E2E_PORT}`;
const linkIn = (text: string) => {
  const link = text.match(/https?:\/\/\S+\/org\/join\?\S+/)?.[0] ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('sign-up on acme: a member only once the work email is confirmed', async ({
  page,
  request,
}) => {
  const user = { ...newUser(), email: `e2e-${Date.now()}@acme.example` };
  await page.goto(`${ACME}/auth/sign-up/`);
  await submitSignUp(page, user);
  // Not a member yet: the patient's home, not the organisation dashboard.
  await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();

  const mail = await latestEmailTo(request, user.email);
  expect(mail.subject).toBe('Confirm your Acme Corp email for Kaizen');
  await page.goto(`${ACME}${linkIn(mail.text)}`);
  await expect(page.getByText('You are now a member of Acme Corp.')).toBeVisible();
  await saveScreenshots(page, 'org-join-confirmed');
  await page.getByRole('link', { name: 'See what your organisation offers you' }).click();
  await expect(page).toHaveURL(`${ACME}/org/dashboard`);
  await expect(page.getByRole('heading', { name: /sponsors$/ })).toBeVisible();
});

test("an organisation's invitation link: sign up first, then join", async ({ page, request }) => {
  // Acme: Globex asks its members for an authenticator code first (partner-totp.spec.ts).
  const created = await request.post('/api/admin/organisations/acme/invitations', {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: {},
  });
  expect(created.status()).toBe(201);
  const { invitation_url: invitationUrl } = (await created.json()) as { invitation_url: string };

  await page.goto(linkIn(invitationUrl));
  await expect(page.getByRole('link', { name: 'Log in to accept' })).toBeVisible();
  await saveScreenshots(page, 'org-join-invitation');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await submitSignUp(page, newUser());
  await expect(page.getByText('You are now a member of Acme Corp.')).toBeVisible();
  await page.getByRole('link', { name: 'See what your organisation offers you' }).click();
  await expect(page).toHaveURL('/org/dashboard');
  await expect(page.getByRole('heading', { name: /sponsors$/ })).toBeVisible();

  // The link works once.
  await page.goto(linkIn(invitationUrl));
  await expect(page.getByRole('alert')).toContainText('This invitation link is invalid');
});
