import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expertOffering, sessionHeadersOf, type Headers } from './support/bookings';
import { demoTherapistWithHoursSoon } from './support/clinical';
import { expect, test } from './support/fixtures';
import { saveScreenshots } from './support/screenshots';
import { signUp } from './support/users';

// Issue 9: what a new user hit while booking and joining, repeated step by step: in-person
// sessions, the no-refund window, overlapping bookings, old links with a past start, and a
// checkout left behind.

test.use({ timezoneId: 'Asia/Kolkata' });

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
const expectAxeClean = async (page: Page) =>
  expect((await axe(page).analyze()).violations).toEqual([]);
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
const reviewPath = (uuid: string, kind: string, start: string, extra = '') =>
  `/therapy-psychiatry/booking/${uuid}?kind=${kind}&start=${encodeURIComponent(start)}${extra}&step=3`;

interface SlotList {
  uuid: string;
  duration: number;
  slots: string[];
}

async function slotsOf(
  request: APIRequestContext,
  uuid: string,
  kind: string,
  headers: Headers = {},
): Promise<SlotList> {
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 24 * 3600_000);
  const response = await request.get(
    `/api/providers/${uuid}/slots?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString(), kind })}`,
    { headers },
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { slots: string[]; duration_minutes: number };
  };
  return { uuid, duration: data.duration_minutes, slots: data.slots };
}

async function providersOffering(request: APIRequestContext, kind: string, days = 14) {
  const response = await request.get(
    `/api/providers?session_kinds=${kind}&available_within_days=${days}&limit=20`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { providers: { uuid: string }[] } };
  return body.data.providers.map((provider) => provider.uuid);
}

/**
 * A tele time with free times right before and after it, from the first expert that has one:
 * the suite's earlier bookings and the hour it runs at can leave any one expert without.
 */
async function timeWithFreeNeighbours(request: APIRequestContext) {
  for (const uuid of await providersOffering(request, 'tele')) {
    const { slots, duration } = await slotsOf(request, uuid, 'tele');
    const gap = duration * 60_000;
    const shifted = (slot: string, by: number) => new Date(Date.parse(slot) + by).toISOString();
    const start = slots.find(
      (slot) => slots.includes(shifted(slot, -gap)) && slots.includes(shifted(slot, gap)),
    );
    if (start) return { uuid, start, before: shifted(start, -gap), after: shifted(start, gap) };
  }
  throw new Error('no expert has a tele time with free neighbours');
}

/** Books through the API and pays on the test gateway's form; answers the booking. */
async function bookPaid(request: APIRequestContext, headers: Headers, body: object) {
  const created = await request.post('/api/customers/bookings', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${crypto.randomUUID()}` },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (
    (await created.json()) as {
      data: { id: string; starts_at: string; payment: { checkout_url: string | null } };
    }
  ).data;
  if (booking.payment.checkout_url) {
    const paid = await request.post(`${booking.payment.checkout_url}/pay`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  return booking;
}

async function firstClinicOf(request: APIRequestContext, uuid: string): Promise<number> {
  const response = await request.get(`/api/providers/${uuid}`);
  const body = (await response.json()) as { data: { clinics: { id: number }[] } };
  const id = body.data.clinics[0]?.id;
  if (!id) throw new Error('an in-person expert without a clinic');
  return id;
}

test('an in-person session shows the clinic, directions and what to bring, never Join', async ({
  page,
  request,
}) => {
  await signUp(page);
  const headers = await sessionHeadersOf(page);
  const uuid = await expertOffering(request, 'offline');
  const clinicId = await firstClinicOf(request, uuid);
  const [start] = (await slotsOf(request, uuid, 'offline')).slots;
  if (!start) throw new Error('no in-person slot');
  await bookPaid(request, headers, {
    provider_uuid: uuid,
    kind: 'offline',
    clinic_id: clinicId,
    starts_at: start,
  });

  await page.goto('/');
  const item = page
    .getByRole('region', { name: 'Upcoming sessions' })
    .getByRole('listitem')
    .filter({ hasText: 'In person' });
  await expect(item).toContainText(/In person at .+, .+/);
  await expect(item.getByRole('button', { name: 'Join session' })).toHaveCount(0);
  await expect(item.getByText(/^Opens /)).toHaveCount(0);
  const directions = item.getByRole('link', { name: /^Get directions/ });
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(item.getByRole('list', { name: 'What to bring' })).toContainText('A photo ID');
  await expectAxeClean(page);
  await saveScreenshots(page, 'home-in-person-session', () => expect(directions).toBeVisible());

  // Inside the app shells the native maps app opens through the openMap bridge.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => {
    const sent: string[] = [];
    (window as unknown as { sent: string[] }).sent = sent;
    (
      window as unknown as { ReactNativeWebView: { postMessage(message: string): void } }
    ).ReactNativeWebView = { postMessage: (message) => sent.push(message) };
  });
  await directions.click();
  const sent = await page.evaluate(() => (window as unknown as { sent: string[] }).sent);
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ action: 'openMap' });
  expect(page.context().pages()).toHaveLength(1);
});

test('the review says a session inside 24 hours cannot be moved or refunded', async ({
  page,
  request,
}) => {
  await signUp(page);
  // The demo therapist, given hours within the next day (the demo hours have no weekend times),
  // and one of their times days away.
  const { uuid, remove } = await demoTherapistWithHoursSoon(request);
  try {
    const { slots } = await slotsOf(request, uuid, 'tele');
    const soon = slots.find((slot) => Date.parse(slot) < Date.now() + 24 * 3600_000);
    const later = slots.find((slot) => Date.parse(slot) > Date.now() + 3 * 24 * 3600_000);
    if (!soon || !later) throw new Error(`no time within a day and days away: ${slots.join()}`);
    await expectReviewPolicies(page, uuid, soon, later);
  } finally {
    await remove();
  }
});

async function expectReviewPolicies(page: Page, uuid: string, soon: string, later: string) {
  await page.goto(reviewPath(uuid, 'tele', soon));
  const locked = page.getByRole('region', { name: 'This session cannot be moved or refunded' });
  await expect(locked).toContainText('once booked it cannot be rescheduled');
  await expect(locked).toContainText('cancelling it gives no refund');
  await expect(page.getByText('Before you pay')).toHaveCount(0);
  await expect(payButton(page)).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-review-no-refund', () => expect(locked).toBeVisible());

  await page.goto(reviewPath(uuid, 'tele', later));
  const policy = page.getByRole('region', { name: 'Before you pay' });
  await expect(policy).toContainText(/^.*Free to reschedule or cancel until \d\d \w{3} \d{4}/);
  await expect(locked).toHaveCount(0);
}

test('booking over another session of one’s own warns, names it and lets the person choose', async ({
  page,
  request,
}) => {
  await signUp(page);
  const headers = await sessionHeadersOf(page);
  // In person with one expert, then a video session with another at an overlapping time.
  const inPerson = await expertOffering(request, 'offline');
  const offline = await slotsOf(request, inPerson, 'offline');
  const videoExperts = (await providersOffering(request, 'tele')).filter((u) => u !== inPerson);
  let pair: { start: string; video: string; videoStart: string } | null = null;
  for (const video of videoExperts.slice(0, 8)) {
    const tele = await slotsOf(request, video, 'tele');
    for (const start of offline.slots.slice(0, 40)) {
      const from = Date.parse(start);
      const until = from + offline.duration * 60_000;
      const videoStart = tele.slots.find((slot) => {
        const begins = Date.parse(slot);
        return begins < until && begins + tele.duration * 60_000 > from;
      });
      if (videoStart) {
        pair = { start, video, videoStart };
        break;
      }
    }
    if (pair) break;
  }
  if (!pair) throw new Error('no overlapping times found');
  await bookPaid(request, headers, {
    provider_uuid: inPerson,
    kind: 'offline',
    clinic_id: await firstClinicOf(request, inPerson),
    starts_at: pair.start,
  });

  await page.goto(reviewPath(pair.video, 'tele', pair.videoStart));
  const warning = page.getByRole('region', { name: 'You already have a session at this time' });
  await expect(warning).toContainText(/In person with .+ at /);
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-review-overlap', () => expect(warning).toBeVisible());
  await page.setViewportSize({ width: 1280, height: 800 });

  // Pay without choosing: the choice is asked for, at the box, and nothing is booked.
  await payButton(page).click();
  const both = page.getByLabel('I still want to book this session as well');
  await expect(both).toBeFocused();
  await expect(page.getByText('Tick this box to book both sessions')).toBeVisible();
  await expect(page).toHaveURL(/step=3$/);
  // The server decides too: without the choice it refuses with the same words.
  const refused = await request.post('/api/customers/bookings', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${crypto.randomUUID()}` },
    data: { provider_uuid: pair.video, kind: 'tele', starts_at: pair.videoStart },
  });
  expect(refused.status()).toBe(409);

  await both.check();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();
});

test('an old booking link with a past start asks for another time before review', async ({
  page,
  request,
}) => {
  await signUp(page);
  const uuid = await expertOffering(request, 'tele');
  await page.goto(reviewPath(uuid, 'tele', '2020-01-01T10:00:00.000Z'));
  await expect(page).toHaveURL(/kind=tele&step=1$/);
  await expect(page.getByRole('alert')).toContainText('This time has already passed');
  await expect(payButton(page)).toHaveCount(0);
  await expect(page.locator('.slot-times').getByRole('radio').first()).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshots(page, 'booking-past-start', () =>
    expect(page.getByRole('alert')).toBeVisible(),
  );
});

test('a checkout left behind frees its time for its holder at once and hides no neighbours', async ({
  page,
  browser,
  request,
}) => {
  await signUp(page);
  const { uuid, start, before, after } = await timeWithFreeNeighbours(request);

  await page.goto(reviewPath(uuid, 'tele', start));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  // The person leaves the checkout with the browser's back button.
  await page.goBack();
  await expect(page).toHaveURL(/step=3$/);
  await expect(payButton(page)).toBeVisible();

  // Someone else sees the held time gone, its neighbours still there.
  const other = await browser.newPage();
  await signUp(other);
  const forOther = (await slotsOf(request, uuid, 'tele', await sessionHeadersOf(other))).slots;
  expect(forOther).not.toContain(start);
  expect(forOther).toEqual(expect.arrayContaining([before, after]));

  // The holder can pick their time again at once, or another one.
  await page.goto(
    `/therapy-psychiatry/booking/${uuid}?kind=tele&start=${encodeURIComponent(start)}&step=1`,
  );
  await expect(page.locator('.slot-times input:checked')).toHaveValue(start);
  const forHolder = (await slotsOf(request, uuid, 'tele', await sessionHeadersOf(page))).slots;
  expect(forHolder).toContain(start);
  // Booking another time ends the left checkout: the first time is free for everyone again.
  await page.goto(reviewPath(uuid, 'tele', after));
  await payButton(page).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-gateway\/checkout\//);
  const again = (await slotsOf(request, uuid, 'tele', await sessionHeadersOf(other))).slots;
  expect(again).toContain(start);
  await other.close();
});
