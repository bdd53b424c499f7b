import { expect, test } from './support/fixtures';
import { E2E_ADMIN_TOKEN } from './playwright.config';
import { acmePartnerToken, partnerToken } from './support/partner';
import { saveScreenshots } from './support/screenshots';
import { newUser, signUp } from './support/users';

// Issue 10, SPEC §2 /t-p and §7 partner_sessions / b2b_link: Acme's HR portal sends its member
// to Kaizen with a signed token; Kaizen signs them in (or links a signed-in account) once.

const member = () => {
  const user = newUser();
  return {
    subject: `acme-emp-${crypto.randomUUID()}`,
    email: user.email,
    givenName: 'Kavya',
    familyName: 'Menon',
  };
};

test("a member arrives from their organisation's portal signed in; the link works once; logout returns to /t-p", async ({
  page,
}) => {
  const link = `/t-p?company=acme&jwt=${acmePartnerToken(member())}`;
  await page.goto(link);
  await expect(page).toHaveURL('/org/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
  // The greeting follows the clock ("Hello" before 05:00): any of them will do here.
  await expect(page.getByText(/(Hello|Good (morning|afternoon|evening)), Kavya/)).toBeVisible();
  // An account made on the organisation's word: the terms are still to accept, here.
  const policies = page.getByRole('dialog', { name: 'Please review our policies' });
  await policies.getByRole('button', { name: 'I accept' }).click();
  await expect(policies).toHaveCount(0);

  await page.goto('/user');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL('/auth/log-in/?redirectPath=/t-p');

  // The same token again: used already.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Invalid auth token');
  await expect(page).toHaveURL('/t-p');
  await saveScreenshots(page, 'partner-token-used');
});

test('a signed-in person links their account with the token from their organisation', async ({
  page,
}) => {
  await signUp(page);
  await page.goto(`/t-p?company=acme&jwt=${acmePartnerToken(member())}`);
  await expect(page.getByText('You are now a member of Acme Corp.')).toBeVisible();
  await page.getByRole('link', { name: 'See what your organisation offers you' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
});

test('the partner landing without a token explains how to get in', async ({ page }) => {
  await page.goto('/t-p');
  await expect(page.getByRole('heading', { name: 'Care from your organisation' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/auth/log-in/?redirectPath=%2Ft-p');
});

test("an organisation's administrator generates a partner secret; tokens signed with it sign members in", async ({
  page,
  request,
}) => {
  const hr = await signUp(page);
  const granted = await request.post('/api/admin/organisations/globex/administrators', {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: { email: hr.email },
  });
  expect(granted.status()).toBe(201);
  await page.goto('/org-admin');
  const form = page.getByRole('form', { name: 'Partner sign-in' });
  await form.getByLabel('Issuer (iss)').fill('https://hr.globex.example');
  await form.getByRole('button', { name: /Generate a (new )?secret/ }).click();
  const secret = (await form.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await saveScreenshots(page, 'org-console-partner-secret');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const token = partnerToken(
    { issuer: 'https://hr.globex.example', audience: 'kaizen', secret },
    member(),
  );
  await page.goto(`/t-p?company=globex&jwt=${token}`);
  await expect(page).toHaveURL('/org/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Health' })).toBeVisible();
});
