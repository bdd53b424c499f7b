import type { Page } from '@playwright/test';
import { demoTherapistProviderUuid } from './support/bookings';
import { expect, test } from './support/fixtures';
import { expectAxeClean } from './support/axe';
import { saveScreenshots } from './support/screenshots';
import { signUp } from './support/users';

// Issue 11: a new patient buys "4 therapy sessions" on /packages through the test gateway, books
// a therapy session with it (no payment step, "1 of 4 package sessions") and sees 3 left.

test.use({ timezoneId: 'Asia/Kolkata' });
test.describe.configure({ timeout: 120_000 });

const ownPackage = (page: Page) =>
  page
    .getByRole('region', { name: 'Your packages' })
    .getByRole('listitem')
    .filter({ hasText: '4 therapy sessions' });

test('a patient buys a 4-session package, books with it without paying, and sees 3 left', async ({
  page,
  request,
}) => {
  await signUp(page);
  // Home leads to the packages.
  await page.getByRole('link', { name: 'See packages' }).click();
  await expect(page.getByRole('heading', { name: 'Session packages', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: '4 therapy sessions', exact: true }),
  });
  await expect(card).toContainText('₹3,600');
  await expect(card).toContainText('₹900 a session');
  await expect(card).toContainText('Valid for 12 months');
  await expectAxeClean(page);

  await card.getByRole('button', { name: 'Buy 4 therapy sessions' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/packages\?purchase_id=.+payment_status=captured/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(ownPackage(page)).toContainText('4 left of 4 sessions');
  await expect(ownPackage(page)).toContainText('With any expert it covers');
  await expectAxeClean(page);

  // A video session with a demo therapist, days ahead: the package pays, nothing to pay.
  const provider = await demoTherapistProviderUuid(request);
  await page.goto(`/therapy-psychiatry/booking/${provider}?kind=tele&step=1`);
  await page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio').nth(3).check();
  await page.locator('.slot-times').getByRole('radio').first().check();
  await expect(page).toHaveURL(/start=/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=3$/);
  const covered = page.getByRole('region', { name: '1 of 4 package sessions' });
  await expect(covered).toContainText('Nothing to pay');
  await expect(covered).toContainText('3 left after it');
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await expect(page).not.toHaveURL(/checkout/);

  await page.goto('/packages');
  await expect(ownPackage(page)).toContainText('3 left of 4 sessions');
  await saveScreenshots(page, 'packages', () => expect(ownPackage(page)).toBeVisible());
});

test('a patient refunds an unused package in full', async ({ page }) => {
  await signUp(page);
  await page.goto('/packages');
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: '8 therapy sessions', exact: true }),
  });
  await card.getByRole('button', { name: 'Buy 8 therapy sessions' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/payment_status=captured/);
  const own = page
    .getByRole('region', { name: 'Your packages' })
    .getByRole('listitem')
    .filter({ hasText: '8 therapy sessions' });
  await expect(own).toContainText('8 left of 8 sessions');
  await own.getByRole('button', { name: 'Refund this package' }).click();
  await expect(own).toContainText('the full price comes back');
  await expectAxeClean(page);
  await own.getByRole('button', { name: 'Refund ₹6,800' }).click();
  await expect(own).toContainText('Refunded');
  await expect(own.getByRole('button', { name: /Refund/ })).toHaveCount(0);
});
