import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './playwright.config';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { newUser, signUp, submitLogin, submitSignUp, type NewUser } from './support/users';

// Issue 10: an insurer's administrator imports the CRN register in /org-admin (row-by-row
// problems, counts, idempotent re-import); a member whose CRN is not linked yet logs in from the
// insurer's link and the CRN is linked on the way to /partnerdashboard (SPEC §2/§4 CRNID flow).

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
const operator = { 'x-admin-token': E2E_ADMIN_TOKEN };
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** Another person's browser, with the analytics and new-profile questions answered like the fixture's. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(() => {
    window.localStorage.setItem('analytics_consent', 'denied');
    window.localStorage.setItem('showNewProfileModal', 'false');
    window.localStorage.setItem('showNewProfileTooltip', 'false');
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A Suraksha member by invitation (no CRN yet), signed up in the page given. */
async function surakshaMember(page: Page, request: APIRequestContext): Promise<NewUser> {
  const created = await request.post('/api/admin/organisations/suraksha/invitations', {
    headers: operator,
    data: {},
  });
  expect(created.status()).toBe(201);
  const { invitation_url: url } = (await created.json()) as { invitation_url: string };
  const member = newUser();
  await page.goto(pathOf(url));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await submitSignUp(page, member);
  await expect(page.getByText('You are now a member of Suraksha Insurance.')).toBeVisible();
  return member;
}

test("an insurer's administrator imports the CRN register; a member's CRN links at log-in", async ({
  page,
  browser,
  request,
}) => {
  // The member first, in a browser of their own.
  const joining = await freshPage(browser);
  const member = await surakshaMember(joining.page, request);
  await joining.close();
  const crn = `77${Date.now().toString().slice(-8)}`;

  // Suraksha's administrator: an account the operator makes an administrator.
  const admin = await signUp(page);
  const granted = await request.post('/api/admin/organisations/suraksha/administrators', {
    headers: operator,
    data: { email: admin.email },
  });
  expect(granted.status()).toBe(201);
  await page.goto('/org-admin');
  const register = page.getByRole('region', { name: 'Customer reference numbers (CRNs)' });
  await expect(register).toBeVisible();

  const csv = `crn,email\n${crn},${member.email}\n12 34,someone@example.com\n${crn},other@example.com\n`;
  await register.getByLabel('Or upload a CSV file').setInputFiles({
    name: 'register.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(register.getByLabel('Register rows')).toHaveValue(csv);
  await register.getByRole('button', { name: 'Import register' }).click();
  const outcome = register.getByRole('status').filter({ hasText: 'Imported:' });
  await expect(outcome).toContainText('Imported: 1 added, 0 updated, 0 unchanged.');
  await expect(outcome).toContainText("Row 3: '12 34' is not a CRN");
  await expect(outcome).toContainText(`Row 4: CRN ${crn} is already listed on row 2.`);
  await expect(register.getByRole('table', { name: 'Latest imports' })).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await saveScreenshots(page, 'org-admin-crn-register');

  // The same file again changes nothing.
  await register.getByRole('button', { name: 'Import register' }).click();
  await expect(outcome).toContainText('Imported: 0 added, 0 updated, 1 unchanged.');
  await expect(
    register.getByRole('table', { name: 'Latest imports' }).getByRole('row'),
  ).toHaveCount(3);

  // The member opens the insurer's link signed out: not linked yet, so log-in, then linked and on
  // to the card dashboard (before this fix a member landed on /org/dashboard without the link).
  const { page: customer, close } = await freshPage(browser);
  await customer.goto(`/?company=suraksha&CRNID=${crn}`);
  await expect(customer).toHaveURL(/\/auth\/log-in\/\?redirectPath=/);
  await submitLogin(customer, member.email, member.password);
  await expect(customer).toHaveURL('/partnerdashboard');
  await expect(
    customer.getByRole('heading', { level: 1, name: 'Suraksha Insurance' }),
  ).toBeVisible();
  await close();

  // From now on the CRN alone signs the member in.
  const returning = await freshPage(browser);
  await returning.page.goto(`/?company=suraksha&CRNID=${crn}`);
  await expect(returning.page).toHaveURL('/partnerdashboard');
  await returning.close();
});
