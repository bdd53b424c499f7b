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
  method: 'GET' | 'POST' | 'PUT',
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
