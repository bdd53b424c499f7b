import type { APIRequestContext, Page } from '@playwright/test';
import { poolUsedUpReason } from '@kaizen/contracts';
import {
  demoTherapistProviderUuid,
  sessionHeadersOf,
  teleSlots,
  type Headers,
} from './support/bookings';
import { expect, test } from './support/fixtures';
import { expectAxeClean } from './support/axe';
import { saveScreenshots } from './support/screenshots';
import { DEMO_ORG_ADMIN, DEMO_ORG_MEMBER, DEMO_PASSWORD, logIn } from './support/users';

// Issue 11: Acme's sponsored sessions come from a yearly pool shared by all its members (4 in
// the demo data). Once the pool is used up, a member who still has sessions of their own sees the
// price on the review and why; Acme's administrator sees the pool's use in the console. The
// sessions booked here are cancelled in time at the end, which gives the pool its sessions back.

test.use({ timezoneId: 'Asia/Kolkata' });
test.describe.configure({ timeout: 180_000 });

const DAY_MS = 86_400_000;
const USED = /^(\d+) of (\d+) therapy sessions used this year$/;

interface Funding {
  method: string;
  amount_due: number;
  reason?: string | null;
}

async function fundingOf(
  request: APIRequestContext,
  headers: Headers,
  body: Record<string, string>,
): Promise<Funding> {
  const response = await request.post('/api/customers/bookings/check', { headers, data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { funding: Funding } }).data.funding;
}

/** "3 of 4 therapy sessions used this year" in the console, as numbers. */
async function poolUse(page: Page): Promise<{ used: number; total: number }> {
  const line = page.getByRole('region', { name: 'Shared sessions this year' }).getByText(USED);
  await expect(line).toBeVisible();
  const [, used, total] = USED.exec((await line.textContent()) ?? '') ?? [];
  return { used: Number(used), total: Number(total) };
}

test("a member of an organisation whose pool is used up sees the price and why; the console shows the pool's use", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await logIn(page, DEMO_ORG_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/org\/dashboard/);
  const headers = await sessionHeadersOf(page);
  const provider = await demoTherapistProviderUuid(request);

  // Covered sessions more than a day ahead (free to cancel), one a day (a booking makes the
  // times around it unavailable), leaving the last day for the review.
  const slots = await teleSlots(request, provider);
  const dayOf = (start: string) => start.slice(0, 10);
  const lastDay = dayOf(slots.at(-1) ?? '');
  const ahead = slots.filter(
    (start, index) =>
      Date.parse(start) > Date.now() + 2 * DAY_MS &&
      dayOf(start) !== lastDay &&
      dayOf(start) !== dayOf(slots[index - 1] ?? ''),
  );
  const booked: string[] = [];
  const cancelAll = async () => {
    for (const id of booked) {
      const cancelled = await request.post(`/api/customers/bookings/${id}/cancel`, {
        headers,
        data: { reason: '' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    }
  };
  const context = await browser.newContext({ baseURL });
  try {
    for (const start of ahead) {
      const body = { provider_uuid: provider, kind: 'tele', starts_at: start };
      const funding = await fundingOf(request, headers, body);
      if (funding.method !== 'sponsored') break;
      const created = await request.post('/api/customers/bookings', {
        headers: { ...headers, 'Idempotency-Key': `e2e-pool-${crypto.randomUUID()}` },
        data: { ...body, allow_overlap: true },
      });
      expect(created.status(), await created.text()).toBe(201);
      booked.push(((await created.json()) as { data: { id: string } }).data.id);
      expect(booked.length, 'the pool (4) runs out before the member’s own 6').toBeLessThanOrEqual(
        4,
      );
    }
    expect(booked.length).toBeGreaterThan(0);

    // The review: the member still has sessions of their own, but Acme's pool is used up.
    await page.goto(`/therapy-psychiatry/booking/${provider}?kind=tele&step=1`);
    await page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio').last().check();
    await page.locator('.slot-times').getByRole('radio').first().check();
    await expect(page).toHaveURL(/start=/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=3$/);
    const reason = page.getByRole('note').filter({
      hasText: poolUsedUpReason('Acme Corp', 'therapy sessions'),
    });
    await expect(reason).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay ₹[\d,]+$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Covered by/ })).toHaveCount(0);
    await expectAxeClean(page);
    await saveScreenshots(page, 'org-pool-review', () => expect(reason).toBeVisible());

    // The member's dashboard says the shared pool is used up, and so why a price shows.
    await page.goto('/org/dashboard');
    const left = page.getByRole('region', { name: 'Sessions left this year' });
    await expect(left).toContainText(poolUsedUpReason('Acme Corp', 'therapy sessions'));
    await expectAxeClean(page);
    await saveScreenshots(page, 'org-pool-dashboard', () => expect(left).toBeVisible());

    // Acme's administrator sees the pool used up in the console.
    const admin = await context.newPage();
    await logIn(admin, DEMO_ORG_ADMIN, DEMO_PASSWORD);
    await expect(admin.getByRole('heading', { level: 1 })).toContainText('Priya');
    await admin.goto('/org-admin');
    const full = await poolUse(admin);
    expect(full.used).toBe(full.total);
    expect(full.total).toBe(4);
    await expect(admin.getByRole('region', { name: 'Shared sessions this year' })).toContainText(
      'Used up',
    );
    await expectAxeClean(admin);
    await saveScreenshots(admin, 'org-pool-console', () =>
      expect(admin.getByRole('region', { name: 'Shared sessions this year' })).toBeVisible(),
    );

    // The console's pool size: saving the same size writes no adjustment (demo data unchanged).
    const size = admin.getByRole('textbox', { name: 'Shared therapy sessions a year' });
    await expect(size).toHaveValue('4');
    await admin.getByRole('button', { name: 'Save pool size' }).click();
    await expect(admin.getByText('Pool size saved.')).toBeVisible();
    expect(await poolUse(admin)).toEqual(full);

    // Cancelled in time, the sessions go back to the pool.
    const taken = booked.length;
    await cancelAll();
    booked.length = 0;
    await admin.reload();
    expect(await poolUse(admin)).toEqual({ used: full.total - taken, total: full.total });
  } finally {
    // Whatever failed above, the demo member's sessions (and the pool's) go back for other specs.
    await cancelAll();
    await context.close();
  }
});
