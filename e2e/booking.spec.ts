import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiAs, expertOffering, upcomingBookings } from './support/bookings';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { DEMO_PASSWORD, DEMO_PATIENT, signUp, submitLogin } from './support/users';

// The booking flow (issue 4, SPEC §2): time → details → review and pay → outcome, with the test
// gateway's hosted checkout in between.

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
const expectAxeClean = async (page: Page) =>
  expect((await axe(page).analyze()).violations).toEqual([]);

const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');
const startOf = (page: Page) => new URL(page.url()).searchParams.get('start') ?? '';
const timeRadios = (page: Page) => page.locator('.slot-times').getByRole('radio');
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });

/** Step 1 of the flow for this expert and kind, the first time of the first day chosen. */
async function chooseFirstTime(page: Page, uuid: string, kind: string) {
  await page.goto(`/therapy-psychiatry/booking/${uuid}?kind=${kind}&step=1`);
  await timeRadios(page).first().check();
  await expect(page).toHaveURL(/start=/);
  return startOf(page);
}

/** On the test gateway's checkout page: one of its buttons, then back in the flow. */
async function checkout(page: Page, button: 'Pay' | 'Fail payment' | 'Cancel') {
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/therapy-psychiatry\/booking\/.+step=4&booking_id=/);
}

test('a new user books a video session from a profile, pays, and sees it confirmed', async ({
  page,
  request,
}) => {
  const uuid = await expertOffering(request, 'tele');
  await signUp(page);
  await page.goto(`/therapy-psychiatry/experts/${uuid}?kind=tele`);
  const slot = page.locator('.slot-day').first().getByRole('link').first();
  await slot.click();

  // Step 1: the time from the profile is chosen, in the person's days.
  await expect(page).toHaveURL(/\/therapy-psychiatry\/booking\/.+kind=tele&start=.+&step=1$/);
  const start = startOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Book a session with /);
  await expect(page.getByRole('radio', { checked: true }).last()).toBeVisible();
  await expect(page.locator('.slot-times input:checked')).toHaveValue(start);
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-step-1', () =>
    expect(page.locator('.slot-times input:checked')).toHaveValue(start),
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // A video session has no details to ask: straight to the review.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=3$/);
  // Keyboard and screen-reader users continue in the new step, not on a button that is gone.
  await expect(page.locator('.booking__card')).toBeFocused();
  // The policy of this session: free changes until a stated time, or none inside 24 hours.
  await expect(
    page.getByRole('region', {
      name: /^(Before you pay|This session cannot be moved or refunded)$/,
    }),
  ).toContainText('Your slot is held for 10 minutes while you pay.');
  await expect(page.locator('.booking-facts')).toContainText(
    /(Today, |Tomorrow, )?\d{2} \w{3} \d{4}, \d{2}:\d{2} (AM|PM)/,
  );
  await expect(payButton(page)).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-step-3', () => expect(payButton(page)).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // Browser back returns to the time with the choice kept; forward and reload keep the review.
  await page.goBack();
  await expect(page).toHaveURL(/step=1$/);
  await expect(page.locator('.slot-times input:checked')).toHaveValue(start);
  await page.goForward();
  await expect(payButton(page)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/step=3$/);
  await expect(payButton(page)).toBeVisible();

  // A double click makes one booking: the key kept for this choice.
  await payButton(page).dblclick();
  await checkout(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-confirmed', () =>
    expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible(),
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(file).toContain('BEGIN:VCALENDAR');
  expect(file).toContain('METHOD:PUBLISH');
  expect(file).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);

  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL('/');
  const upcoming = await upcomingBookings(page);
  expect(upcoming).toHaveLength(1);
  expect(upcoming[0]).toMatchObject({ status: 'confirmed', starts_at: start, kind: 'tele' });
});

test('Continue waits while the times load, so an early click is never lost', async ({
  page,
  request,
}) => {
  const uuid = await expertOffering(request, 'tele');
  await signUp(page);
  // The times arrive only when the test says so, as on a slow connection.
  let answerTimes!: () => void;
  const timesMayArrive = new Promise<void>((resolve) => (answerTimes = resolve));
  await page.route('**/api/providers/*/slots?**', async (route) => {
    await timesMayArrive;
    await route.continue();
  });
  const asked = page.waitForRequest('**/api/providers/*/slots?**');
  await page.goto(`/therapy-psychiatry/booking/${uuid}?kind=tele&step=1`);
  await asked; // the page is running and waiting for its times
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();

  answerTimes();
  await timeRadios(page).first().check();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/step=3$/);
});

test('a failed payment says so, leaves no booking, and the time can be booked again', async ({
  page,
  request,
}) => {
  const uuid = await expertOffering(request, 'tele');
  await signUp(page);
  const start = await chooseFirstTime(page, uuid, 'tele');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payButton(page).click();
  await checkout(page, 'Fail payment');
  await expect(page).toHaveURL(/payment_status=failed/);
  await expect(
    page.getByRole('heading', { name: 'Your payment did not go through' }),
  ).toBeVisible();
  await expect(page.getByText(/the time you chose was released/)).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-failed', () =>
    expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible(),
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Pick another time' }).click();
  await expect(page).toHaveURL(/kind=tele&step=1$/);
  await expect(page.locator(`.slot-times input[value="${start}"]`)).toBeVisible();
  // The same time again is a new request (new key), not a replay of the failed one.
  await page.locator(`.slot-times input[value="${start}"]`).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await payButton(page).click();
  await checkout(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  // Only the second attempt is a session: the failed one left nothing behind.
  const upcoming = await upcomingBookings(page);
  expect(upcoming).toHaveLength(1);
  expect(upcoming[0]).toMatchObject({ status: 'confirmed', starts_at: start });
});

test('a time taken by someone else while reviewing sends the person back to pick another', async ({
  page,
  browser,
  request,
}) => {
  const uuid = await expertOffering(request, 'tele');
  await signUp(page);
  const start = await chooseFirstTime(page, uuid, 'tele');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(payButton(page)).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage);
  const taken = await apiAs(otherPage, '/api/customers/bookings', {
    method: 'POST',
    body: { provider_uuid: uuid, kind: 'tele', starts_at: start },
    headers: { 'Idempotency-Key': `e2e-taken-${Date.now()}` },
  });
  expect(taken.status).toBe(201);
  await other.close();

  await payButton(page).click();
  await expect(page).toHaveURL(/kind=tele&step=1$/);
  await expect(page.getByText('This time was just taken — pick another')).toBeVisible();
  await expect(timeRadios(page).first()).toBeVisible();
  await expect(page.locator(`.slot-times input[value="${start}"]`)).toHaveCount(0);
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-slot-taken', () =>
    expect(page.getByText('This time was just taken — pick another')).toBeVisible(),
  );
});

test('an in-person session at a chosen clinic', async ({ page, request }) => {
  const uuid = await expertOffering(request, 'offline');
  await signUp(page);
  await chooseFirstTime(page, uuid, 'offline');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=2$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose a clinic.')).toBeVisible();
  const clinic = page.locator('.clinic-choice__option').first();
  const centre = (await clinic.locator('.clinic-choice__name').textContent()) ?? '';
  await clinic.getByRole('radio').check();
  await expect(page).toHaveURL(/clinic_id=\d+&step=2$/);
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-step-2-clinic', () =>
    expect(clinic.getByRole('radio')).toBeChecked(),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.booking-facts')).toContainText(centre);
  await payButton(page).click();
  await checkout(page, 'Pay');
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
  await expect(page.locator('.booking-facts')).toContainText(centre);
  expect((await upcomingBookings(page))[0]).toMatchObject({ kind: 'offline' });
});

test('a couple session: the partner’s email, refused at the field when it is one’s own', async ({
  page,
  request,
}) => {
  const uuid = await expertOffering(request, 'couple');
  const user = await signUp(page);
  await chooseFirstTime(page, uuid, 'couple');
  await page.getByRole('button', { name: 'Continue' }).click();
  const partner = page.getByLabel("Your partner's email");
  await partner.fill('not-an-email');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(partner).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-step-2-partner', () => expect(partner).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // The API refuses one's own email (422) when the review checks the request, before Pay:
  // shown at the field on the details step.
  await partner.fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(new URL(page.url()).search).not.toContain('@');
  await expect(page).toHaveURL(/step=2$/);
  await expect(page.getByText("Your partner's email must be different from yours.")).toBeVisible();

  await partner.fill('partner@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=3$/);
  await page.reload();
  await expect(page.locator('.booking-facts')).toContainText('partner@example.com');
  await payButton(page).click();
  await checkout(page, 'Pay');
  await expect(page.getByText('partner@example.com is invited too.')).toBeVisible();
});

test('a visitor logs in and comes back to the same step', async ({ page, request }) => {
  const uuid = await expertOffering(request, 'tele');
  await page.goto(`/therapy-psychiatry/booking/${uuid}?kind=tele&step=1`);
  await expect(page).toHaveURL(/\/auth\/log-in\/?\?redirectPath=/);
  await submitLogin(page, DEMO_PATIENT, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/therapy-psychiatry\/booking\/.+kind=tele&step=1$/);
  await expect(timeRadios(page).first()).toBeVisible();
  expect(stepOf(page)).toBe('1');
});
