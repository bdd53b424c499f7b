import type { APIRequestContext } from '@playwright/test';
import {
  formatPrice,
  memberPoolSummary,
  partCoverReceiptText,
  type MemberPool,
} from '@kaizen/contracts';
import {
  reviewLastDayTeleSession,
  sessionDateLabel,
  sessionHeadersOf,
  type Headers,
} from './support/bookings';
import { expect, test } from './support/fixtures';
import { expectAxeClean } from './support/axe';
import { saveScreenshots } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_SURAKSHA_MEMBER, logIn } from './support/users';

// Issue 11: Suraksha Insurance's customers share a money pool (demo data: ₹20,000 a year, up to
// ₹500 of each online therapy session). The demo customer books a session that costs more than
// the pool pays: the review shows the split and why, the customer pays the rest through the test
// gateway, the pool drops by the covered part, the payment and its receipt say both parts; a
// cancel in time gives the pool its part back and refunds the customer's.

test.use({ timezoneId: 'Asia/Kolkata' });
test.describe.configure({ timeout: 180_000 });

const SPONSOR = 'Suraksha Insurance';
const COVER_PER_SESSION = 50_000;

/** The customer's organisation's money pool as the API shows it to members. */
async function moneyPool(request: APIRequestContext, headers: Headers): Promise<MemberPool> {
  const response = await request.get('/api/customers/entitlements', { headers });
  expect(response.ok(), await response.text()).toBe(true);
  const { pools } = (await response.json()) as { pools: MemberPool[] };
  const pool = pools.find((candidate) => candidate.kind === 'money_pool');
  if (!pool) throw new Error(`no money pool in ${JSON.stringify(pools)}`);
  return pool;
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, '')) * 100;

test('a customer pays the part of a session the money pool does not cover; a cancel in time returns both', async ({
  page,
  request,
}) => {
  await logIn(page, DEMO_SURAKSHA_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/org\/dashboard/);
  const headers = await sessionHeadersOf(page);
  const before = await moneyPool(request, headers);
  expect(before).toMatchObject({ sponsor: SPONSOR, cover_per_session: COVER_PER_SESSION });
  const balances = page.getByRole('region', { name: 'Sessions left this year' });
  await expect(balances).toContainText(memberPoolSummary(before));

  // A video session with a demo therapist on the last day offered (days ahead: free to cancel).
  const start = await reviewLastDayTeleSession(page, request);

  // The review: what the pool pays, what is left to pay, and why.
  const cover = Math.min(COVER_PER_SESSION, before.available);
  const payButton = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
  const due = rupees((await payButton.textContent()) ?? '');
  expect(due).toBeGreaterThan(0);
  const split = page.getByRole('region', {
    name: `Covered by ${SPONSOR}: ${formatPrice(cover)} · Pay ${formatPrice(due)}`,
  });
  await expect(split).toBeVisible();
  await expect(split).toContainText(
    `${SPONSOR} pays up to this amount of each session from its yearly budget`,
  );
  await expectAxeClean(page);
  await saveScreenshots(page, 'money-pool-review', () => expect(split).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // The rest through the test gateway: it charges the customer's part only.
  await payButton.click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  await expect(page.locator('.amount')).toContainText(formatPrice(due));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();

  const after = await moneyPool(request, headers);
  expect(after.available).toBe(before.available - cover);
  await page.goto('/org/dashboard');
  await expect(balances).toContainText(memberPoolSummary(after));

  // The payment and its receipt say both parts.
  await page.goto('/payments');
  const payment = page
    .getByRole('article')
    .filter({ hasText: partCoverReceiptText(cover + due, cover, due, SPONSOR) });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payment.getByRole('list', { name: 'Receipts' })).toContainText(/Receipt KZ\//);
  await expectAxeClean(page);

  // Cancel in time: the pool gets its part back and the customer's part is refunded.
  await page.goto('/org/dashboard');
  const item = page
    .getByRole('region', { name: 'Upcoming sessions' })
    .getByRole('listitem')
    .filter({ hasText: await sessionDateLabel(page, start) });
  await item.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toBeHidden();
  await expect(balances).toContainText(memberPoolSummary(before));
  // The web app has refreshed its session meanwhile: the API is asked with the current one.
  const current = await sessionHeadersOf(page);
  expect((await moneyPool(request, current)).available).toBe(before.available);
  await page.goto('/payments');
  await expect(payment.getByRole('list', { name: 'Receipts' })).toContainText(
    /Refund receipt CN\//,
  );
});
