import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

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

export interface UpcomingBooking {
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
