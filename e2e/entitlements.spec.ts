import type { Page } from '@playwright/test';
import { reviewLastDayTeleSession, sessionDateLabel } from './support/bookings';
import { expect, test } from './support/fixtures';
import { expectAxeClean } from './support/axe';
import { saveScreenshots } from './support/screenshots';
import { DEMO_ORG_MEMBER, DEMO_PASSWORD, logIn } from './support/users';

// Issue 11: the demo Acme member books a therapy session that Acme covers. The review shows the
// decision and asks for no payment; the dashboard's count drops; a cancel in time brings it back.

test.use({ timezoneId: 'Asia/Kolkata' });
test.describe.configure({ timeout: 120_000 });

const LEFT = /^(\d+) of (\d+) therapy sessions left this year$/;

/** "5 of 6 therapy sessions left this year" on the member's dashboard, as numbers. */
async function sessionsLeft(page: Page): Promise<{ left: number; granted: number }> {
  const line = page.getByRole('region', { name: 'Sessions left this year' }).getByText(LEFT);
  await expect(line).toBeVisible();
  const [, left, granted] = LEFT.exec((await line.textContent()) ?? '') ?? [];
  return { left: Number(left), granted: Number(granted) };
}

test('a sponsored member books a covered session with no payment, sees the count drop, cancels in time and gets it back', async ({
  page,
  request,
}) => {
  await logIn(page, DEMO_ORG_MEMBER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/org\/dashboard/);
  const before = await sessionsLeft(page);
  expect(before.granted).toBe(6);
  expect(before.left).toBeGreaterThan(0);
  await expectAxeClean(page);

  // A video session with a demo therapist, on the last day offered (days ahead: free to cancel).
  const start = await reviewLastDayTeleSession(page, request);

  // The review: covered by Acme, what is left after it, and no payment step.
  const covered = page.getByRole('region', {
    name: `Covered by Acme Corp · ${before.left - 1} of 6 left this year`,
  });
  await expect(covered).toBeVisible();
  await expect(covered).toContainText('Nothing to pay');
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expectAxeClean(page);
  await saveScreenshots(page, 'entitlements-review-covered', () => expect(covered).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await expect(page).not.toHaveURL(/checkout/);

  await page.goto('/org/dashboard');
  expect(await sessionsLeft(page)).toEqual({ left: before.left - 1, granted: 6 });
  await saveScreenshots(page, 'entitlements-dashboard', () =>
    expect(page.getByRole('region', { name: 'Sessions left this year' })).toBeVisible(),
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // Cancel it in time: the dialog says the session comes back, and the count is restored.
  const item = page
    .getByRole('region', { name: 'Upcoming sessions' })
    .getByRole('listitem')
    .filter({ hasText: await sessionDateLabel(page, start) });
  await item.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(dialog).toContainText('it goes back to your sessions');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Sessions left this year' }).getByText(LEFT),
  ).toHaveText(`${before.left} of 6 therapy sessions left this year`);
});
