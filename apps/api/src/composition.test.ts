import { bookingResponseSchema } from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './lib/clock';
import { bookAs, createBookableProvider, at, MONDAY } from './modules/bookings/test-support';
import { payments } from './modules/commerce/tables';
import {
  createSandboxGateway,
  type SandboxGateway,
} from './modules/commerce/sandbox/sandbox-gateway';
import { recordingPurpose, startTestPayment } from './modules/commerce/test-support';
import { createTestApp, type TestApp } from './test/app';
import { signUp } from './test/auth';

// Two apps built in one process share nothing: each payment and booking runs on the gateway,
// clock and purposes its own app was composed with (composition.ts). Before explicit wiring the
// app built last configured the process-wide payment runtime for both.

/** A test gateway of its own secret that counts the orders it was asked to create. */
function countingGateway(secret: string): SandboxGateway & { orders: () => number } {
  const gateway = createSandboxGateway(secret);
  let orders = 0;
  return {
    ...gateway,
    createOrder: (order) => {
      orders += 1;
      return gateway.createOrder(order);
    },
    orders: () => orders,
  };
}

const LATER = new Date('2030-01-07T00:00:00.000Z');
const gatewayA = countingGateway('secret-of-app-a-which-is-long-enough');
const gatewayB = countingGateway('secret-of-app-b-which-is-long-enough');
const purposeB = recordingPurpose();
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  // A sells bookings through the real booking hooks; B settles through a recording purpose.
  a = await createTestApp({}, new ManualClock(MONDAY), {
    paymentGateway: { kind: 'test', gateway: gatewayA },
  });
  b = await createTestApp({}, new ManualClock(LATER), {
    paymentGateway: { kind: 'test', gateway: gatewayB },
    paymentPurposes: purposeB.purposes,
  });
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
});

describe('two apps in one process', () => {
  it('a booking in the first app pays through its own gateway, clock and booking hooks', async () => {
    const provider = await createBookableProvider(a.app.db, { tele: 50_000 }, MONDAY);
    const alice = await signUp(a.app);
    const response = await bookAs(a.app, alice.session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(3, 10),
    });
    expect(response.statusCode, response.body).toBe(201);
    const held = bookingResponseSchema.parse(response.json()).data;
    expect(gatewayA.orders()).toBe(1);
    expect(gatewayB.orders()).toBe(0);
    const [payment] = await a.app.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'booking'), eq(payments.referenceId, held.id)));
    expect(payment?.createdAt).toEqual(MONDAY);

    const paid = await a.app.inject({ method: 'POST', url: `${held.payment.checkout_url}/pay` });
    expect(paid.statusCode, paid.body).toBe(303);
    const view = await a.app.inject({
      method: 'GET',
      url: `/api/customers/bookings/${held.id}`,
      headers: alice.session,
    });
    expect(bookingResponseSchema.parse(view.json()).data.status).toBe('confirmed');
    expect(purposeB.capturedCount(held.id)).toBe(0);
  });

  it('a payment in the second app uses its gateway, clock and purpose, and refuses the first’s proof', async () => {
    const ordersOfA = gatewayA.orders();
    const started = await startTestPayment(b.app, (await signUp(b.app)).id);
    expect(gatewayB.orders()).toBe(1);
    expect(gatewayA.orders()).toBe(ordersOfA);
    expect(started.row.createdAt).toEqual(LATER);

    const { gatewayOrderId: orderId } = started.row;
    const proofOfA = gatewayA.authorise(orderId);
    expect(await b.app.commerce.confirmFromBrowser(b.app.db, { orderId, ...proofOfA })).toBeNull();
    const captured = await b.app.commerce.confirmFromBrowser(b.app.db, {
      orderId,
      ...gatewayB.authorise(orderId),
    });
    expect(captured).toMatchObject({ status: 'captured', capturedAt: LATER });
    expect(purposeB.capturedCount(started.referenceId)).toBe(1);
    const record = await b.app.commerce.paymentFor(b.app.db, 'booking', started.referenceId);
    expect(record).toMatchObject({ status: 'captured' });
  });
});
