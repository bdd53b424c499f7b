import type { ClinicianHours } from '@kaizen/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_PASSWORD, DEMO_THERAPIST } from './users';
import type { Headers } from './bookings';

// Signed-in API sessions for test set-up that must not touch the page's own session: signing in
// again makes a second device, so the app's stored token never rotates under it.

export async function apiSessionOf(
  request: APIRequestContext,
  login: string,
  password: string,
  platform = 'kaizen',
): Promise<Headers> {
  const response = await request.post('/api/customers/authenticate/sign_in', {
    headers: { platform },
    data: { login, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const headers = response.headers();
  return {
    platform,
    'access-token': headers['access-token'] ?? '',
    client: headers.client ?? '',
    uid: headers.uid ?? '',
    expiry: headers.expiry ?? '',
  };
}

/** The demo therapist's API session (clinicians sign in on the app platform, not the web). */
export const demoTherapistSession = (request: APIRequestContext) =>
  apiSessionOf(request, DEMO_THERAPIST, DEMO_PASSWORD, 'android');

/** A signed-in call that keeps `headers` current as the server rotates the token. */
export async function callAs<T>(
  request: APIRequestContext,
  headers: Headers,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await request.fetch(path, {
    method,
    headers,
    ...(data === undefined ? {} : { data }),
  });
  const rotated = response.headers()['access-token'];
  if (rotated) headers['access-token'] = rotated;
  return { status: response.status(), body: (await response.json()) as T };
}

/** The local date (yyyy-mm-dd) and hour of an instant in a time zone. */
function localDateAndHour(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * Gives the demo therapist extra video hours starting within a few hours, the way a clinician
 * adds hours on a date, so a test can book inside the next day on any weekday (the demo hours
 * have none at weekends). Returns their provider and a function that takes the hours away again;
 * call it in `finally` so later tests see the demo hours unchanged.
 */
export async function demoTherapistWithHoursSoon(request: APIRequestContext) {
  const headers = await demoTherapistSession(request);
  const hoursPath = '/api/clinicians/hours';
  const { data: hours } = (
    await callAs<{ data: ClinicianHours }>(request, headers, 'GET', hoursPath)
  ).body;
  const earliest = new Date(Date.now() + (hours.settings.min_notice_minutes + 60) * 60_000);
  const { date, hour } = localDateAndHour(earliest, hours.time_zone);
  // From the next whole local hour to midnight; late in the evening, the first hours of tomorrow.
  const window =
    hour < 20
      ? { date, start: `${String(hour + 1).padStart(2, '0')}:00`, end: '24:00' }
      : {
          date: localDateAndHour(new Date(earliest.getTime() + 5 * 3600_000), hours.time_zone).date,
          start: '00:00',
          end: '06:00',
        };
  const added = await callAs<{ data: ClinicianHours }>(
    request,
    headers,
    'POST',
    `${hoursPath}/exceptions`,
    { type: 'extra', kind: 'tele', ...window },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const known = new Set(hours.exceptions.map((exception) => exception.id));
  const exception = added.body.data.exceptions.find((each) => !known.has(each.id));
  if (!exception) throw new Error('the extra hours were not listed');
  return {
    uuid: hours.provider_uuid,
    remove: async () => {
      const removed = await callAs(
        request,
        headers,
        'DELETE',
        `${hoursPath}/exceptions/${exception.id}`,
      );
      expect(removed.status).toBe(200);
    },
  };
}
