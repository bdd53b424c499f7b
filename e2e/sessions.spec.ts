import { E2E_PORT } from './playwright.config';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  bookAndPay,
  bookFirstTeleSlot,
  completedSession,
  demoTherapistProviderUuid,
  sessionDateLabel,
  sessionHeadersOf,
  setServerClock,
  teleSlots,
} from './support/bookings';
import { expect, test } from './support/fixtures';
import { signUp } from './support/users';

// SPEC §2 home sessions, §4 join: bookings are made and paid through the API, then the person
// works with them in the browser. The server's clock is moved (test harness) to reach the join
// window and the end of a session; it is put back after each test.

test.use({ timezoneId: 'Asia/Kolkata' });
// Each booking is created and paid through the API first, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

const MINUTE = 60_000;
const at = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * MINUTE);

test.afterEach(async ({ request }) => {
  await setServerClock(request, new Date());
});

test('a booked session shows on home, is rescheduled and then cancelled through the dialogs', async ({
  page,
  request,
}) => {
  await signUp(page);
  const headers = await sessionHeadersOf(page);
  const provider = await demoTherapistProviderUuid(request);
  const slots = await teleSlots(request, provider);
  // A start at least two days away reads as a date, not Today/Tomorrow.
  const start = slots.find((slot) => Date.parse(slot) > Date.now() + 2 * 24 * 3600_000);
  if (!start) throw new Error('no slot two days ahead');
  const booking = await bookAndPay(request, headers, provider, start);

  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  const item = upcoming.getByRole('listitem').filter({ hasText: 'Video session' });
  const label = await sessionDateLabel(page, booking.starts_at);
  expect(label).toMatch(/^\d\d [A-Z][a-z]{2} \d{4}, \d\d:\d\d [AP]M$/);
  await expect(item).toContainText(label);
  await expect(item.getByRole('button', { name: 'Join session' })).toBeDisabled();
  expect((await axe(page).analyze()).violations).toEqual([]);

  // Reschedule to the first time of the last day offered (days ahead: still free to cancel).
  await item.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule your session' });
  await expect(reschedule).toContainText('at most 2 times');
  await expect(reschedule).toContainText('can be moved 2 more times');
  const lastDay = reschedule
    .getByRole('group', { name: 'Day', exact: true })
    .getByRole('radio')
    .last();
  await lastDay.check();
  const time = reschedule.getByRole('radio', { name: /^\d\d:\d\d [AP]M/ }).first();
  await expect(time).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  const newStart = await time.getAttribute('value');
  if (!newStart) throw new Error('a time without a value');
  await time.check();
  await reschedule.getByRole('button', { name: /^Move to / }).click();
  await expect(reschedule).toBeHidden();
  await expect(page.getByText(/^Session moved to /)).toBeVisible();
  const moved = upcoming.getByRole('listitem').filter({ hasText: 'Video session' });
  await expect(moved).toContainText(await sessionDateLabel(page, newStart));

  // Escape closes the cancel dialog and keeps the session.
  await moved.getByRole('button', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(cancel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cancel).toBeHidden();
  await expect(moved.getByRole('button', { name: 'Cancel' })).toBeFocused();

  await moved.getByRole('button', { name: 'Cancel' }).click();
  await expect(cancel).toContainText('You will get a full refund of ₹');
  expect((await axe(page).analyze()).violations).toEqual([]);
  await cancel.getByLabel('Reason for cancelling').fill('Travelling that week');
  await cancel.getByRole('button', { name: 'Cancel session' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText('Session cancelled. Your refund is on its way.')).toBeVisible();
  await expect(upcoming.getByText('No sessions booked')).toBeVisible();
});

test('join is closed before the window, opens 10 minutes before the start and opens the session host', async ({
  page,
  request,
}) => {
  await signUp(page);
  const booking = await bookFirstTeleSlot(page, request);

  // 15 minutes before the start, on both clocks.
  await setServerClock(request, at(booking.starts_at, -15));
  await page.clock.install({ time: at(booking.starts_at, -15) });
  await page.goto('/');
  const item = page
    .getByRole('region', { name: 'Upcoming sessions' })
    .getByRole('listitem')
    .filter({ hasText: 'Video session' });
  const label = await sessionDateLabel(page, booking.starts_at);
  expect(label).toMatch(/^Today, /);
  await expect(item).toContainText(label);
  const join = item.getByRole('button', { name: 'Join session' });
  await expect(join).toBeDisabled();
  await expect(item).toContainText(
    `Opens ${await sessionDateLabel(page, at(booking.starts_at, -10))}`,
  );

  // Six minutes later the window is open: the button follows without a reload.
  await setServerClock(request, at(booking.starts_at, -9));
  await page.clock.fastForward('06:00');
  await expect(join).toBeEnabled();

  await page.route('https://meet.jit.si/**', (route) => route.abort());
  await join.click();
  // The e2e server sets no PUBLIC_URL: the link follows the port actually used (issue 9 item 1).
  await expect(page).toHaveURL(
    new RegExp(
      `^http://localhost:${E2E_PORT}/session/${booking.id}/[\\w%-]+/website\\?fromPWA=true$`,
    ),
  );
  const room = page.locator('iframe');
  await expect(room).toHaveAttribute('src', /^https:\/\/meet\.jit\.si\/kaizen-/);
});

test('a completed session is counted, nudges for feedback and takes a star rating', async ({
  page,
  request,
}) => {
  await signUp(page);
  const booking = await completedSession(request, await sessionHeadersOf(page));
  const provider = await demoTherapistProviderUuid(request);

  await page.goto('/');
  // The next session with the same expert is suggested, with the reason and a way to book it.
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(upcoming.getByText('Suggested for you')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /^Book / })).toHaveAttribute(
    'href',
    new RegExp(`^/therapy-psychiatry/booking/${provider}\\?kind=tele&start=[^&]+&step=1$`),
  );
  const completed = page.getByRole('region', { name: 'Completed sessions' });
  await expect(completed).toContainText('1 completed');
  await expect(completed).toContainText(await sessionDateLabel(page, booking.starts_at));
  await expect(completed.getByRole('button', { name: 'Give feedback' })).toBeVisible();
  const nudge = page.getByRole('region', { name: /^How was your session with / });
  await expect(nudge).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await nudge.getByRole('button', { name: 'Rate your session' }).click();
  const dialog = page.getByRole('dialog', { name: 'How did your session go?' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Choose 1 to 5 stars.')).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The stars are a radio group: arrow keys move the choice.
  await dialog.getByRole('radio', { name: '3 stars, Good' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await dialog.getByLabel('Anything you would like to tell us').fill('Calm and helpful.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(nudge).toBeHidden();
  await expect(completed).toContainText('Feedback sent');
});
