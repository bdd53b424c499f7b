import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LISTING_OFFER_FLAG } from '@kaizen/contracts';
import { expect, test } from './support/fixtures';
import { openOperatorConsole, setFlagDefault, submitOperatorToken } from './support/operator';
import { saveScreenshots } from './support/screenshots';

// Issue 15: the operator console at /operator (ADMIN_TOKEN, kept in the tab), its Flags page, and
// a patient's app following a flag change once its cached flags are stale (SPEC §9: 60 s).

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

test('an operator opens the console with the token; a wrong token is refused; sign out forgets it', async ({
  page,
}) => {
  await submitOperatorToken(page, 'not-the-operator-token');
  await expect(page.getByText('That token was not accepted.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Operator token')).toHaveAttribute('aria-invalid', 'true');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'operator-token', () =>
    expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible(),
  );

  await openOperatorConsole(page);
  await expect(page).toHaveURL('/operator/flags');
  const nav = page.getByRole('navigation', { name: 'Operator console' });
  for (const entry of ['Flags', 'Experiments', 'Analytics']) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Feature flags' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ai_enabled' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('operator_token'))).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('operator_token'))).toBeNull();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await saveScreenshots(page, 'operator-flags', () =>
    expect(page.getByRole('heading', { name: 'ai_enabled' })).toBeVisible(),
  );

  // The analytics feature's dashboard is mounted in the console with the same token.
  await nav.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funnel' })).toBeVisible();
  await saveScreenshots(page, 'operator-analytics', () =>
    expect(page.getByRole('heading', { name: 'Funnel' })).toBeVisible(),
  );
  await nav.getByRole('link', { name: 'Flags' }).click();

  // A reload keeps the console open (same tab); sign out asks for the token again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Feature flags' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Operator token')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('operator_token'))).toBeNull();
});

test("an operator turns the listing's offers off; a visitor's app follows once its flags are stale", async ({
  page,
  browser,
  request,
}) => {
  const offers = page.getByRole('complementary', { name: 'Offers' });
  // The visitor's browser runs on a controllable clock, so "after 60 s" takes no minute.
  await page.clock.install();
  await page.goto('/therapy-psychiatry/experts');
  await expect(offers).toContainText('WELCOME20');

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  try {
    await openOperatorConsole(operator);
    const card = operator.getByRole('region', { name: LISTING_OFFER_FLAG });
    await expect(card).toContainText('Default: On');
    await card.getByRole('button', { name: `Turn off ${LISTING_OFFER_FLAG} by default` }).click();
    await expect(card).toContainText('Default: Off');
    await saveScreenshots(operator, 'operator-flag-off', () => expect(card).toBeVisible());

    // Within 60 s the visitor's app answers from its cache: another page and back, still shown.
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL(/\/auth\/log-in/);
    await page.goBack();
    await expect(page).toHaveURL(/\/therapy-psychiatry\/experts/);
    await expect(offers).toContainText('WELCOME20');

    // After 60 s the cached flags are stale: the next screen asks again and the offers go.
    await page.clock.fastForward(61_000);
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL(/\/auth\/log-in/);
    await page.goBack();
    await expect(page).toHaveURL(/\/therapy-psychiatry\/experts/);
    await expect(offers).toHaveCount(0);
  } finally {
    await setFlagDefault(request, LISTING_OFFER_FLAG, true);
    await operatorContext.close();
  }
});
