import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import { parseWebhookEvent } from '../gateway';
import { createRazorpayGateway, GatewayError, RAZORPAY_API, type Fetch } from './razorpay';
import { recordingPurpose, RETURN_PATH } from '../test-support';

// The Razorpay adapter, offline: recorded API answers and webhook bodies (fixtures/), signed
// with the fixture secrets below. The real API is never reached.

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const credentials = {
  keyId: 'rzp_test_fixture',
  keySecret: 'fixture_key_secret',
  webhookSecret: 'fixture_webhook_secret',
};
// Recorded with the fixture secrets: HMAC-SHA256 of the exact webhook file, and of
// "order_DESlLckIVRkHWj|pay_DESlfW9H8K9uqM".
const CAPTURED_WEBHOOK_SIGNATURE =
  'c6b74b5f0ffb3a0e2bd8d6e79112d076934f080be4b7b7ed6e0e4a5ccf66935f';
const CHECKOUT_SIGNATURE = '7d027a07aa59f5a1495667ba8e9b4bb0323208cec48ad5d8a1cf8919076e9194';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch answering from a recorded body; each order gets its own id like the real API. */
function recordedFetch(file: string, status = 200) {
  const calls: Call[] = [];
  const fetchImpl: Fetch = (url, init) => {
    calls.push({ url, init });
    const body = JSON.parse(fixture(file).toString('utf8')) as Record<string, unknown>;
    if (file.includes('order')) body.id = `order_${crypto.randomUUID().slice(0, 14)}`;
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { calls, fetchImpl };
}

describe('Razorpay signatures', () => {
  const gateway = createRazorpayGateway(
    credentials,
    recordedFetch('razorpay-order-created.json').fetchImpl,
  );
  const webhook = fixture('razorpay-payment-captured.json');

  it('accepts the recorded webhook and refuses a tampered body or the wrong secret', () => {
    expect(gateway.verifyWebhookSignature(webhook, CAPTURED_WEBHOOK_SIGNATURE)).toBe(true);
    const tampered = Buffer.from(webhook.toString('utf8').replace('150000', '100'));
    expect(gateway.verifyWebhookSignature(tampered, CAPTURED_WEBHOOK_SIGNATURE)).toBe(false);
    const otherSecret = createRazorpayGateway({ ...credentials, webhookSecret: 'not-the-secret' });
    expect(otherSecret.verifyWebhookSignature(webhook, CAPTURED_WEBHOOK_SIGNATURE)).toBe(false);
    expect(gateway.verifyWebhookSignature(webhook, undefined)).toBe(false);
    expect(gateway.verifyWebhookSignature(webhook, 'abc')).toBe(false);
  });

  it('checks the checkout signature over order_id|payment_id with the key secret', () => {
    const proof = {
      orderId: 'order_DESlLckIVRkHWj',
      paymentId: 'pay_DESlfW9H8K9uqM',
      signature: CHECKOUT_SIGNATURE,
    };
    expect(gateway.verifyPaymentSignature(proof)).toBe(true);
    expect(gateway.verifyPaymentSignature({ ...proof, paymentId: 'pay_other' })).toBe(false);
    expect(
      gateway.verifyPaymentSignature({ ...proof, signature: CHECKOUT_SIGNATURE.toUpperCase() }),
    ).toBe(true);
    const otherKey = createRazorpayGateway({ ...credentials, keySecret: 'another' });
    expect(otherKey.verifyPaymentSignature(proof)).toBe(false);
  });

  it('reads payment.captured, payment.failed and refund.processed events', () => {
    expect(parseWebhookEvent(webhook)).toEqual({
      type: 'payment.captured',
      orderId: 'order_DESlLckIVRkHWj',
      paymentId: 'pay_DESlfW9H8K9uqM',
      amountPaise: 150000,
    });
    const failed = webhook.toString('utf8').replace('"payment.captured"', '"payment.failed"');
    expect(parseWebhookEvent(Buffer.from(failed))).toMatchObject({ type: 'payment.failed' });
    const refund = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: { entity: JSON.parse(fixture('razorpay-refund-created.json').toString()) },
      },
    });
    expect(parseWebhookEvent(Buffer.from(refund))).toEqual({
      type: 'refund.processed',
      refundId: 'rfnd_FP8QHiV938haTz',
      paymentId: 'pay_DESlfW9H8K9uqM',
    });
    expect(parseWebhookEvent(Buffer.from('{"event":"order.paid"}'))).toEqual({
      type: 'other',
      name: 'order.paid',
    });
    expect(parseWebhookEvent(Buffer.from('not json'))).toBeNull();
  });
});

describe('Razorpay API calls', () => {
  it('creates an order with basic auth and the amount in paise', async () => {
    const { calls, fetchImpl } = recordedFetch('razorpay-order-created.json');
    const gateway = createRazorpayGateway(credentials, fetchImpl);
    const order = await gateway.createOrder({
      receipt: 'receipt-1',
      amountPaise: 150000,
      currency: 'INR',
      notes: { purpose: 'booking' },
    });
    expect(order.orderId).toMatch(/^order_/);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${RAZORPAY_API}/orders`);
    expect(calls[0]?.init.method).toBe('POST');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_fixture:fixture_key_secret').toString('base64')}`,
    );
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: 150000,
      currency: 'INR',
      receipt: 'receipt-1',
      notes: { purpose: 'booking' },
    });
  });

  it('refunds through the payment and reports whether it is processed', async () => {
    const { calls, fetchImpl } = recordedFetch('razorpay-refund-created.json');
    const gateway = createRazorpayGateway(credentials, fetchImpl);
    const refund = await gateway.refund({
      gatewayPaymentId: 'pay_DESlfW9H8K9uqM',
      amountPaise: 150000,
      receipt: 'r-1',
    });
    expect(refund).toEqual({ refundId: 'rfnd_FP8QHiV938haTz', processed: true });
    expect(calls[0]?.url).toBe(`${RAZORPAY_API}/payments/pay_DESlfW9H8K9uqM/refund`);
  });

  it('turns an error answer into a GatewayError with its description', async () => {
    const fetchImpl: Fetch = () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
          }),
          {
            status: 401,
          },
        ),
      );
    const gateway = createRazorpayGateway(credentials, fetchImpl);
    const attempt = gateway.createOrder({
      receipt: 'x',
      amountPaise: 100,
      currency: 'INR',
      notes: {},
    });
    await expect(attempt).rejects.toThrow(GatewayError);
    await expect(attempt).rejects.toThrow('Authentication failed');
  });
});

describe('PAYMENT_GATEWAY=razorpay configuration', () => {
  it('refuses to start without the keys, naming each variable', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp' });
    } catch (error) {
      expect(String(error)).toContain(
        'RAZORPAY_KEY_SECRET: is required when PAYMENT_GATEWAY=razorpay',
      );
      expect(String(error)).toContain(
        'RAZORPAY_WEBHOOK_SECRET: is required when PAYMENT_GATEWAY=razorpay',
      );
      expect(String(error)).not.toContain('RAZORPAY_KEY_ID:');
    }
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('test');
  });
});

describe('Razorpay routes', () => {
  const purpose = recordingPurpose();
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    const { fetchImpl } = recordedFetch('razorpay-order-created.json');
    t = await createTestApp(
      {
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: credentials.keyId,
        RAZORPAY_KEY_SECRET: credentials.keySecret,
        RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
      },
      undefined,
      {
        paymentGateway: {
          kind: 'razorpay',
          gateway: createRazorpayGateway(credentials, fetchImpl),
          keyId: credentials.keyId,
        },
        paymentPurposes: purpose.purposes,
      },
    );
    userId = (await signUp(t.app)).id;
  });
  afterAll(() => t.app.close());

  async function start() {
    const referenceId = `hold-${crypto.randomUUID()}`;
    const started = await t.app.commerce.startPayment(t.app.db, {
      userId,
      purpose: 'booking',
      referenceId,
      amountPaise: 150000,
      currency: 'INR',
      description: 'Tele session',
      returnPath: RETURN_PATH,
    });
    const record = await t.app.commerce.paymentFor(t.app.db, 'booking', referenceId);
    if (!record) throw new Error('not started');
    return { ...started, record };
  }

  it('has no test checkout: nothing can be marked paid without Razorpay', async () => {
    const { paymentId } = await start();
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/test-gateway/checkout/${paymentId}`,
    });
    expect(page.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/test-gateway/checkout/${paymentId}/pay`,
    });
    expect(pay.statusCode).toBe(404);
  });

  it("hands over to Razorpay's hosted checkout with a plain form, allowed by this page's CSP only", async () => {
    const { checkoutUrl, record } = await start();
    const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain(
      "form-action 'self' https://api.razorpay.com",
    );
    expect(page.body).toContain('action="https://api.razorpay.com/v1/checkout/embedded"');
    expect(page.body).toContain(`name="order_id" value="${record.gatewayOrderId}"`);
    expect(page.body).not.toMatch(/<script|\sstyle=/);
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(other.headers['content-security-policy'])).not.toContain('razorpay');
  });

  it('captures from the signed callback once, and ignores a forged one', async () => {
    const { paymentId, record } = await start();
    const form = (signature: string) =>
      new URLSearchParams({
        razorpay_order_id: record.gatewayOrderId,
        razorpay_payment_id: 'pay_FixtureCallback1',
        razorpay_signature: signature,
      }).toString();
    const callback = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/razorpay/callback/${paymentId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(signature),
      });
    const forged = await callback('0'.repeat(64));
    expect(forged.statusCode).toBe(303);
    expect(String(forged.headers.location)).toContain('payment_status=failed');
    expect((await t.app.commerce.paymentFor(t.app.db, 'booking', record.referenceId))?.status).toBe(
      'created',
    );

    const signature = createHmac('sha256', credentials.keySecret)
      .update(`${record.gatewayOrderId}|pay_FixtureCallback1`)
      .digest('hex');
    const paid = await callback(signature);
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toBe(
      `${RETURN_PATH}&payment_id=${paymentId}&payment_status=captured`,
    );
    await callback(signature);
    expect(purpose.capturedCount(record.referenceId)).toBe(1);
  });

  it('takes signed webhooks on the raw body at /api/payments/webhooks/razorpay', async () => {
    const { record } = await start();
    const body = fixture('razorpay-payment-captured.json')
      .toString('utf8')
      .replace('order_DESlLckIVRkHWj', record.gatewayOrderId)
      .replace('pay_DESlfW9H8K9uqM', 'pay_FixtureWebhook1');
    const signature = createHmac('sha256', credentials.webhookSecret).update(body).digest('hex');
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': `evt_${crypto.randomUUID()}`,
    };
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/payments/webhooks/razorpay', headers, payload });
    // Re-serialised JSON (spacing changed) no longer matches the signature: the raw body counts.
    expect((await post(JSON.stringify(JSON.parse(body), null, 2))).statusCode).toBe(400);
    const accepted = await post(body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await post(body)).json()).toEqual({ status: 'duplicate' });
    expect(await t.app.commerce.paymentFor(t.app.db, 'booking', record.referenceId)).toMatchObject({
      status: 'captured',
      gatewayPaymentId: 'pay_FixtureWebhook1',
    });
    expect(purpose.capturedCount(record.referenceId)).toBe(1);
  });
});
