import {
  ADMIN_TOKEN_HEADER,
  adminCouponResponseSchema,
  bookingCheckResponseSchema,
} from '@kaizen/contracts';
import type { App } from '../../app';

// Coupon tests' helpers: coupons made through the operator API with codes no other test (or
// earlier run on the shared PostgreSQL database) has used, and the review's check with a code.

export const TEST_ADMIN_TOKEN = 'coupon-tests-admin-token-0123456789';

let counter = 0;
export const uniqueCode = (prefix = 'T') =>
  `${prefix}${Date.now().toString(36)}${(counter += 1)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

export async function createCoupon(app: App, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: { [ADMIN_TOKEN_HEADER]: TEST_ADMIN_TOKEN },
    payload: { code: uniqueCode(), ...body },
  });
  if (response.statusCode !== 201) throw new Error(`coupon: ${response.body}`);
  return adminCouponResponseSchema.parse(response.json()).data;
}

export async function checkWithCoupon(
  app: App,
  session: Record<string, string>,
  body: Record<string, unknown>,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/bookings/check',
    headers: session,
    payload: body,
  });
  if (response.statusCode !== 200)
    throw new Error(`check: ${response.statusCode} ${response.body}`);
  return bookingCheckResponseSchema.parse(response.json()).data;
}

/** The test gateway's Pay button (and the webhook it sends at the same time). */
export async function payAtCheckout(app: App, checkoutUrl: string | null) {
  const response = await app.inject({ method: 'POST', url: `${String(checkoutUrl)}/pay` });
  if (response.statusCode !== 303) throw new Error(`pay: ${response.body}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
}
