import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { expect } from './fixtures';
import { DEMO_PASSWORD, DEMO_THERAPIST } from './users';

// Bookings made through the API for browser tests of the session screens (paths in contracts'
// bookings.ts), and the test harness clock of the e2e server (TEST_CLOCK_CONTROL).

export type Headers = Record<string, string>;

/**
 * A second device session of the person signed in on `page`, for calls the test makes through the
 * API. It is minted the way a native shell does (app_token, then decode-token) from inside the
 * page, which keeps any token rotation: sharing the page's own token would let a rotation on the
 * API side leave the page with a stale token once the 5-second grace has passed (a slow machine,
 * or a moved server clock), and the page would be signed out mid-test.
 */
export async function sessionHeadersOf(page: Page): Promise<Headers> {
  const appToken = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('auth_session') ?? '{}') as Record<
      string,
      unknown
    >;
    const headers: Record<string, string> = { platform: 'kaizen' };
    for (const [name, value] of Object.entries(stored)) {
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch('/api/customers/app_token', { method: 'POST', headers });
    // The same rule as the app's HTTP client: a rotated token replaces the stored one.
    const rotated = response.headers.get('access-token');
    if (rotated) {
      for (const name of ['access-token', 'client', 'uid', 'expiry']) {
        stored[name] = response.headers.get(name) ?? stored[name];
      }
      localStorage.setItem('auth_session', JSON.stringify(stored));
    }
    const body = (await response.json()) as { app_token?: string };
    return body.app_token ?? null;
  });
  expect(appToken, 'the page has a signed-in session').toBeTruthy();
  const exchanged = await page.request.post('/api/decode-token', {
    headers: { 'jwt-token': appToken ?? '', platform: 'kaizen' },
  });
  expect(exchanged.ok(), await exchanged.text()).toBe(true);
  const headers = exchanged.headers();
  return {
    platform: 'kaizen',
    'access-token': headers['access-token'] ?? '',
    client: headers.client ?? '',
    uid: headers.uid ?? '',
    expiry: headers.expiry ?? '',
    'token-type': 'Bearer',
  };
}

/**
 * Therapy providers by uuid; the first is the one the demo therapist's login acts for (demo
 * data links the first active therapy provider by uuid order).
 */
/**
 * Every listed provider of a kind of care, sorted by uuid, every page read: the listing's first
 * page is ranked (by next availability), so its order changes with the day the suite runs.
 */
export async function providerUuidsOf(
  request: APIRequestContext,
  type: 'therapy' | 'psychiatry',
): Promise<string[]> {
  const uuids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await request.get(`/api/providers?type=${type}${query}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      data: { providers: { uuid: string }[]; next_cursor: string | null };
    };
    uuids.push(...body.data.providers.map((provider) => provider.uuid));
    cursor = body.data.next_cursor;
  } while (cursor);
  return uuids.sort();
}

export const therapyProviderUuids = (request: APIRequestContext) =>
  providerUuidsOf(request, 'therapy');

export async function demoTherapistProviderUuid(request: APIRequestContext): Promise<string> {
  const [first] = await therapyProviderUuids(request);
  if (!first) throw new Error('no demo therapy provider');
  return first;
}

/** A paid video session with the demo therapist, marked completed by them. */
export async function completedSession(
  request: APIRequestContext,
  headers: Headers,
): Promise<PaidBooking> {
  const provider = await demoTherapistProviderUuid(request);
  const [start] = await teleSlots(request, provider);
  if (!start) throw new Error('no slot');
  const booking = await bookAndPay(request, headers, provider, start);
  try {
    await setServerClock(request, new Date(Date.parse(booking.starts_at) + 5 * 60_000));
    await completeAsDemoTherapist(request, booking.id);
  } finally {
    await setServerClock(request, new Date());
  }
  return booking;
}

/** The provider's free video-session starts of the next 14 days, as the server computes them. */
export async function teleSlots(request: APIRequestContext, uuid: string): Promise<string[]> {
  const from = new Date();
  const to = new Date(from.getTime() + 14 * 24 * 3600_000);
  const response = await request.get(
    `/api/providers/${uuid}/slots?${new URLSearchParams({
      from: from.toISOString(),
      to: to.toISOString(),
      kind: 'tele',
    })}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { slots: string[] } }).data.slots;
}

interface PaidBooking {
  id: string;
  starts_at: string;
  ends_at: string;
}

/** Books a video session and pays for it on the test gateway's checkout form. */
export async function bookAndPay(
  request: APIRequestContext,
  headers: Headers,
  providerUuid: string,
  startsAt: string,
): Promise<PaidBooking> {
  const created = await request.post('/api/customers/bookings', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${crypto.randomUUID()}` },
    data: { provider_uuid: providerUuid, kind: 'tele', starts_at: startsAt },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (
    (await created.json()) as {
      data: PaidBooking & { payment: { checkout_url: string | null } };
    }
  ).data;
  const checkout = booking.payment.checkout_url;
  if (checkout) {
    // The checkout page's "Pay" button is a plain form post.
    const paid = await request.post(`${checkout}/pay`, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
  }
  const confirmed = await request.get(`/api/customers/bookings/${booking.id}`, { headers });
  expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe('confirmed');
  return booking;
}

/** The signed-in person of `page` books and pays the demo therapist's first video slot. */
export async function bookFirstTeleSlot(
  page: Page,
  request: APIRequestContext,
): Promise<PaidBooking> {
  const headers = await sessionHeadersOf(page);
  const provider = await demoTherapistProviderUuid(request);
  const [start] = await teleSlots(request, provider);
  if (!start) throw new Error('no slot');
  return bookAndPay(request, headers, provider, start);
}

/** Moves the e2e server's clock (TEST_CLOCK_CONTROL); `new Date()` puts it back. */
export async function setServerClock(request: APIRequestContext, at: Date): Promise<void> {
  const response = await request.put('/api/test/clock', {
    headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
    data: { now: at.toISOString() },
  });
  expect(response.ok(), 'the e2e server runs with TEST_CLOCK_CONTROL').toBe(true);
}

/** The demo therapist marks a session completed (after its start, on the server's clock). */
export async function completeAsDemoTherapist(request: APIRequestContext, bookingId: string) {
  const signIn = await request.post('/api/customers/authenticate/sign_in', {
    headers: { platform: 'android' },
    data: { login: DEMO_THERAPIST, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const session = signIn.headers();
  const completed = await request.post(`/api/clinicians/bookings/${bookingId}/complete`, {
    headers: {
      'access-token': session['access-token'] ?? '',
      client: session.client ?? '',
      uid: session.uid ?? '',
      expiry: session.expiry ?? '',
    },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * SPEC §9 label of an instant on the browser's clock and time zone: 'Today, 06:00 PM',
 * 'Tomorrow, 06:00 PM', else 'DD MMM YYYY, hh:mm A'. Written out here, not imported, so the
 * test checks the app's formatting rather than repeating it.
 */
export function sessionDateLabel(page: Page, instant: string | Date): Promise<string> {
  return page.evaluate(
    ([value, months]) => {
      const date = new Date(value);
      const pad = (n: number) => String(n).padStart(2, '0');
      const time = `${pad(date.getHours() % 12 || 12)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
      const day = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
      const today = new Date();
      const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
      if (day(date) === day(today)) return `Today, ${time}`;
      if (day(date) === day(tomorrow)) return `Tomorrow, ${time}`;
      return `${pad(date.getDate())} ${months[date.getMonth()]} ${date.getFullYear()}, ${time}`;
    },
    [new Date(instant).toISOString(), MONTHS] as const,
  );
}

/**
 * A signed-in API call from the page, with the session the web app keeps (SPEC §3 headers). The
 * server rotates the token on each call and this helper does not hand the new one to the app:
 * make it the page's last signed-in call.
 */
export async function apiAs<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const session = JSON.parse(localStorage.getItem('auth_session') ?? '{}') as Record<
        string,
        string
      >;
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          'access-token': session['access-token'] ?? '',
          client: session.client ?? '',
          uid: session.uid ?? '',
          'content-type': 'application/json',
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { path, init },
  );
}

/** An expert of the demo data who offers this session kind with open times in 14 days. */
export async function expertOffering(request: APIRequestContext, kind: string): Promise<string> {
  const response = await request.get(
    `/api/providers?session_kinds=${kind}&available_within_days=14`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { providers: { uuid: string }[] } };
  const uuid = body.data.providers[0]?.uuid;
  if (!uuid) throw new Error(`no expert offers ${kind}`);
  return uuid;
}

interface UpcomingBooking {
  id: string;
  status: string;
  starts_at: string;
  kind: string;
}

export async function upcomingBookings(page: Page): Promise<UpcomingBooking[]> {
  const { body } = await apiAs<{ bookings: UpcomingBooking[] }>(
    page,
    '/api/customers/bookings/upcoming?new_nsp_flow=true',
  );
  return body.bookings;
}

/**
 * Clicks through to the review of a video session with the demo therapist at the first time of
 * the last day offered (days ahead: free to cancel); answers the session's start.
 */
export async function reviewLastDayTeleSession(
  page: Page,
  request: APIRequestContext,
): Promise<string> {
  const provider = await demoTherapistProviderUuid(request);
  await page.goto(`/therapy-psychiatry/booking/${provider}?kind=tele&step=1`);
  await page.getByRole('group', { name: 'Day', exact: true }).getByRole('radio').last().check();
  await page.locator('.slot-times').getByRole('radio').first().check();
  await expect(page).toHaveURL(/start=/);
  const start = new URL(page.url()).searchParams.get('start') ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=3$/);
  return start;
}
