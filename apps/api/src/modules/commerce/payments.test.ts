import {
  PAYMENT_NOT_CAPTURED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { findPaymentByUuid } from './queries';
import { REFUSED_CAPTURE_REFUND_REASON } from './settlement';
import { paymentRefunds } from './tables';
import type { SandboxGateway } from './sandbox/sandbox-gateway';
import {
  expireAllCheckouts,
  recordingPurpose,
  RETURN_PATH,
  startTestPayment,
} from './test-support';

// The payments service interface bookings uses (issue 4), the owner's read route and webhooks.

const purpose = recordingPurpose();
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { paymentPurposes: purpose.purposes });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.app.close());

const gateway = () => t.app.commerce.configured.gateway as SandboxGateway;

/** Pays through the gateway's signed browser proof, as the checkout page does. */
async function pay(payment: { row: { gatewayOrderId: string } }) {
  const proof = gateway().authorise(payment.row.gatewayOrderId);
  return t.app.commerce.confirmFromBrowser(t.app.db, {
    orderId: payment.row.gatewayOrderId,
    ...proof,
  });
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

const booking = (referenceId: string, overrides: Record<string, unknown> = {}) => ({
  userId: alice.id,
  purpose: 'booking' as const,
  referenceId,
  amountPaise: 99_900,
  currency: 'INR' as const,
  description: 'Offline session',
  returnPath: RETURN_PATH,
  ...overrides,
});

describe('startPayment', () => {
  it('is idempotent per booking: a second call returns the same payment', async () => {
    const referenceId = crypto.randomUUID();
    const [first, second] = await Promise.all([
      t.app.commerce.startPayment(t.app.db, booking(referenceId)),
      t.app.commerce.startPayment(t.app.db, booking(referenceId)),
    ]);
    expect(second).toEqual(first);
    expect(await t.app.commerce.startPayment(t.app.db, booking(referenceId))).toEqual(first);
    expect(first.status).toBe('created');
    const record = await t.app.commerce.paymentFor(t.app.db, 'booking', referenceId);
    expect(record).toMatchObject({
      id: first.paymentId,
      userId: alice.id,
      amountPaise: 99_900,
      currency: 'INR',
      status: 'created',
      gateway: 'test',
      gatewayPaymentId: null,
      refundedPaise: 0,
      capturedAt: null,
    });
    expect(record?.gatewayOrderId).toMatch(/^order_test_/);
    expect(await t.app.commerce.paymentFor(t.app.db, 'booking', crypto.randomUUID())).toBeNull();
  });

  it('refuses a different person or amount on a booking already being paid (409)', async () => {
    const referenceId = crypto.randomUUID();
    await t.app.commerce.startPayment(t.app.db, booking(referenceId));
    for (const change of [{ userId: bob.id }, { amountPaise: 1 }]) {
      expect(
        (await rejection(t.app.commerce.startPayment(t.app.db, booking(referenceId, change))))
          .statusCode,
      ).toBe(409);
    }
  });

  it('refuses bad input with 422, and never an outside return address', async () => {
    const bad = [
      { amountPaise: 0 },
      { amountPaise: 10.5 },
      { currency: 'USD' },
      { description: ' ' },
      { returnPath: 'https://evil.example/steal' },
      { returnPath: '//evil.example' },
      { returnPath: '/\\evil.example' },
      { returnPath: 'booking?step=4' },
    ];
    for (const change of bad) {
      const error = await rejection(
        t.app.commerce.startPayment(t.app.db, booking(crypto.randomUUID(), change) as never),
      );
      expect(error.statusCode, JSON.stringify(change)).toBe(422);
    }
  });
});

describe('capture', () => {
  it('runs onCaptured once however often the proof comes back', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    const proof = gateway().authorise(payment.row.gatewayOrderId);
    const settle = () =>
      t.app.commerce.confirmFromBrowser(t.app.db, {
        orderId: payment.row.gatewayOrderId,
        ...proof,
      });
    const results = await Promise.all([settle(), settle(), settle()]);
    expect(results.map((row) => row?.status)).toEqual(['captured', 'captured', 'captured']);
    expect(purpose.capturedCount(payment.referenceId)).toBe(1);
  });

  it('ignores a proof with a forged signature', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    const proof = gateway().authorise(payment.row.gatewayOrderId);
    const forged = await t.app.commerce.confirmFromBrowser(t.app.db, {
      orderId: payment.row.gatewayOrderId,
      paymentId: 'pay_test_other',
      signature: proof.signature,
    });
    expect(forged).toBeNull();
    expect((await findPaymentByUuid(t.app.db, payment.paymentId))?.status).toBe('created');
  });

  it('keeps the capture and refunds in full when the booking refuses it', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    purpose.refuse.add(payment.referenceId);
    const settled = await pay(payment);
    expect(settled).toMatchObject({ status: 'refunded', refundedPaise: 150_000 });
    expect(settled?.capturedAt).toEqual(t.clock.now());
    const refunds = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.row.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountPaise: 150_000,
      reason: REFUSED_CAPTURE_REFUND_REASON,
      status: 'processed',
    });
    expect(refunds[0]?.gatewayRefundId).toMatch(/^rfnd_test_/);
    expect(purpose.capturedCount(payment.referenceId)).toBe(1);
    // A late webhook for the same payment changes nothing.
    expect(await pay(payment)).toMatchObject({ status: 'refunded', refundedPaise: 150_000 });
    expect(purpose.capturedCount(payment.referenceId)).toBe(1);
  });

  it('captures late after an expiry, and the booking decides (here: refused → refunded)', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    t.clock.advance(11 * 60_000);
    await expireAllCheckouts(t.app);
    expect(purpose.failedCount(payment.referenceId)).toBe(1);
    purpose.refuse.add(payment.referenceId);
    expect(await pay(payment)).toMatchObject({ status: 'refunded', refundedPaise: 150_000 });
  });
});

describe('refundPayment', () => {
  const refund = (referenceId: string, amountPaise: number, reason = 'Cancelled by the patient') =>
    t.app.commerce.refundPayment(t.app.db, {
      purpose: 'booking',
      referenceId,
      amountPaise,
      reason,
    });

  it('refunds part, then the rest, never more than was captured', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    await pay(payment);
    const part = await refund(payment.referenceId, 50_000, 'Partial: session shortened');
    expect(part.amountPaise).toBe(50_000);
    expect(await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId)).toMatchObject(
      {
        status: 'partially_refunded',
        refundedPaise: 50_000,
      },
    );
    const tooMuch = await rejection(refund(payment.referenceId, 100_001));
    expect(tooMuch).toMatchObject({ statusCode: 409, messages: [REFUND_TOO_LARGE_MESSAGE] });
    await refund(payment.referenceId, 100_000);
    expect(await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId)).toMatchObject(
      {
        status: 'refunded',
        refundedPaise: 150_000,
      },
    );
    expect((await rejection(refund(payment.referenceId, 1, 'Goodwill'))).statusCode).toBe(409);
  });

  it('does not refund twice when a cancel is retried, even at once', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    await pay(payment);
    const results = await Promise.all([
      refund(payment.referenceId, 150_000),
      refund(payment.referenceId, 150_000),
    ]);
    expect(results[1]).toEqual(results[0]);
    expect(await refund(payment.referenceId, 150_000)).toEqual(results[0]);
    const rows = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.row.id));
    expect(rows).toHaveLength(1);
    expect(
      (await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId))?.refundedPaise,
    ).toBe(150_000);
  });

  it('refuses unknown (404), unpaid (409) and invalid (422) refunds', async () => {
    const unknown = await rejection(refund(crypto.randomUUID(), 100));
    expect(unknown).toMatchObject({ statusCode: 404, messages: [PAYMENT_NOT_FOUND_MESSAGE] });
    const unpaid = await startTestPayment(t.app, alice.id);
    const notCaptured = await rejection(refund(unpaid.referenceId, 100));
    expect(notCaptured).toMatchObject({
      statusCode: 409,
      messages: [PAYMENT_NOT_CAPTURED_MESSAGE],
    });
    expect((await rejection(refund(unpaid.referenceId, -5))).statusCode).toBe(422);
    expect((await rejection(refund(unpaid.referenceId, 100, ''))).statusCode).toBe(422);
  });
});

describe('GET /api/payments/{paymentId}', () => {
  const read = (paymentId: string, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}`,
      ...(headers ? { headers } : {}),
    });

  it("shows the owner's payment; anyone else's is 404, no session 401, a bad id 422", async () => {
    const payment = await startTestPayment(t.app, alice.id);
    const mine = await read(payment.paymentId, alice.session);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      data: {
        id: payment.paymentId,
        reference_id: payment.referenceId,
        amount_paise: 150_000,
        status: 'created',
        checkout_url: payment.checkoutUrl,
      },
    });
    const bobs = await read(payment.paymentId, bob.session);
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json()).toMatchObject({ errors: [PAYMENT_NOT_FOUND_MESSAGE] });
    expect((await read(crypto.randomUUID(), alice.session)).statusCode).toBe(404);
    expect((await read(payment.paymentId)).statusCode).toBe(401);
    expect((await read('42', alice.session)).statusCode).toBe(422);
  });
});

describe('POST /api/payments/webhooks/test', () => {
  const post = (body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/webhooks/test', headers, payload: body });

  it('captures from a signed event once; a redelivery is a duplicate', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    const { body, headers } = gateway().webhook('payment.captured', {
      orderId: payment.row.gatewayOrderId,
      paymentId: 'pay_test_webhook1',
      amountPaise: 150_000,
    });
    const first = await post(body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'handled' });
    expect((await post(body, headers)).json()).toEqual({ status: 'duplicate' });
    expect(await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId)).toMatchObject(
      {
        status: 'captured',
        gatewayPaymentId: 'pay_test_webhook1',
      },
    );
    expect(purpose.capturedCount(payment.referenceId)).toBe(1);
  });

  it('fails the payment on a signed payment.failed event', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    const { body, headers } = gateway().webhook('payment.failed', {
      orderId: payment.row.gatewayOrderId,
      paymentId: 'pay_test_declined',
      amountPaise: 150_000,
    });
    expect((await post(body, headers)).statusCode).toBe(200);
    expect(
      (await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId))?.status,
    ).toBe('failed');
    expect(purpose.failedCount(payment.referenceId)).toBe(1);
  });

  it('refuses a tampered body or a missing signature with 400 and changes nothing', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    const { body, headers } = gateway().webhook('payment.captured', {
      orderId: payment.row.gatewayOrderId,
      paymentId: 'pay_test_x',
      amountPaise: 150_000,
    });
    const tampered = await post(body.replace('150000', '1'), headers);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ errors: ['The webhook signature is not valid.'] });
    const unsigned = await post(body, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(400);
    expect(
      await t.app.commerce.receiveWebhook(t.app.db, Buffer.from(body), {
        'x-test-gateway-signature': 'zz',
      }),
    ).toBe('rejected');
    expect(
      (await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId))?.status,
    ).toBe('created');
  });
});
