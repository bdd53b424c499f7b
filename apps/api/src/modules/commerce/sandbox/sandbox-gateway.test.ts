import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import { PAGE_STYLESHEET_PATH } from '../../../lib/html-page';
import { findPaymentByUuid } from '../queries';
import {
  expireAllCheckouts,
  recordingPurpose,
  RETURN_PATH,
  startTestPayment,
  webhookHandled,
} from '../test-support';

// The built-in test gateway's hosted checkout (issue 4): a real page with pay, fail and cancel,
// a 303 back to the web with the outcome, and its own signed webhook racing the browser return.

const purpose = recordingPurpose();
let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { paymentPurposes: purpose.purposes });
  userId = (await signUp(t.app)).id;
});
afterAll(() => t.app.close());

const checkoutPage = (paymentId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payments/test-gateway/checkout/${paymentId}` });
const choose = (paymentId: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/test-gateway/checkout/${paymentId}/${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

function returnedTo(location: unknown) {
  expect(typeof location).toBe('string');
  const url = new URL(String(location), 'http://kaizen.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('test gateway checkout page', () => {
  it('shows the amount, the description and three plain forms under the strict CSP', async () => {
    const { paymentId, checkoutUrl } = await startTestPayment(t.app, userId);
    expect(checkoutUrl).toBe(`/api/payments/test-gateway/checkout/${paymentId}`);
    const page = await checkoutPage(paymentId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.body).toContain('₹1,500.00');
    expect(page.body).toContain('Tele session with Dr Asha Rao, 24 Nov 2026, 06:00 PM');
    expect(page.body).toContain(`<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">`);
    for (const outcome of ['pay', 'fail', 'cancel']) {
      expect(page.body).toContain(
        `<form method="post" action="/api/payments/test-gateway/checkout/${paymentId}/${outcome}">`,
      );
    }
    const stylesheet = await t.app.inject({ method: 'GET', url: PAGE_STYLESHEET_PATH });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('escapes what it shows', async () => {
    const description = 'Couple session <img src=x onerror="alert(1)"> & more';
    const { paymentId } = await startTestPayment(t.app, userId, { description });
    const page = await checkoutPage(paymentId);
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain(
      'Couple session &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more',
    );
  });

  it('answers an unknown or malformed checkout with a page, never JSON', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const page = await checkoutPage(id);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('This checkout was not found');
    }
    const { paymentId } = await startTestPayment(t.app, userId);
    const unknownOutcome = await choose(paymentId, 'steal');
    expect(unknownOutcome.statusCode).toBe(404);
    expect(unknownOutcome.body).toContain('<!doctype html>');
  });
});

describe('test gateway outcomes', () => {
  it('pays: 303 back to the return path with captured, captured once despite its webhook', async () => {
    const { paymentId, referenceId } = await startTestPayment(t.app, userId);
    const paid = await choose(paymentId, 'pay');
    expect(paid.statusCode).toBe(303);
    const back = returnedTo(paid.headers.location);
    expect(back.path).toBe('/therapy-psychiatry/booking/dr-asha');
    expect(back.query).toEqual({ step: '4', payment_id: paymentId, payment_status: 'captured' });

    await webhookHandled(t.app, paymentId, 'payment.captured');
    const row = await findPaymentByUuid(t.app.db, paymentId);
    expect(row).toMatchObject({ status: 'captured', capturedAt: t.clock.now() });
    expect(row?.gatewayPaymentId).toMatch(/^pay_test_/);
    expect(purpose.capturedCount(referenceId)).toBe(1);
    expect(purpose.failedCount(referenceId)).toBe(0);

    // A second click (or a stale tab) goes back again without charging twice.
    const again = await choose(paymentId, 'pay');
    expect(again.statusCode).toBe(303);
    expect(returnedTo(again.headers.location).query.payment_status).toBe('captured');
    const ended = await checkoutPage(paymentId);
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('This payment is already complete.');
    expect(purpose.capturedCount(referenceId)).toBe(1);
  });

  it('fails: 303 with failed, onFailed once, nothing captured', async () => {
    const { paymentId, referenceId } = await startTestPayment(t.app, userId);
    const failed = await choose(paymentId, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(returnedTo(failed.headers.location).query).toMatchObject({
      payment_id: paymentId,
      payment_status: 'failed',
    });
    expect(await findPaymentByUuid(t.app.db, paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    const payAfterwards = await choose(paymentId, 'pay');
    expect(returnedTo(payAfterwards.headers.location).query.payment_status).toBe('failed');
    expect(purpose.failedCount(referenceId)).toBe(1);
    expect(purpose.capturedCount(referenceId)).toBe(0);
  });

  it('cancels: 303 with cancelled, onFailed once', async () => {
    const { paymentId, referenceId } = await startTestPayment(t.app, userId);
    const cancelled = await choose(paymentId, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(returnedTo(cancelled.headers.location).query.payment_status).toBe('cancelled');
    expect((await findPaymentByUuid(t.app.db, paymentId))?.status).toBe('cancelled');
    expect(purpose.failedCount(referenceId)).toBe(1);
  });

  it('expires an unpaid checkout after the 10-minute hold: failed, onFailed once', async () => {
    const open = await startTestPayment(t.app, userId);
    const swept = await startTestPayment(t.app, userId);
    t.clock.advance(10 * 60_000 - 1000);
    expect((await checkoutPage(open.paymentId)).statusCode).toBe(200);
    t.clock.advance(1000);

    const page = await checkoutPage(open.paymentId);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout expired before it was paid.');
    expect(page.body).toContain(`href="${RETURN_PATH}&amp;payment_id=${open.paymentId}`);
    const paid = await choose(open.paymentId, 'pay');
    expect(returnedTo(paid.headers.location).query.payment_status).toBe('failed');

    const sweptTotal = await expireAllCheckouts(t.app);
    expect(sweptTotal).toBeGreaterThanOrEqual(1);
    expect(await findPaymentByUuid(t.app.db, swept.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'expired',
    });
    for (const { referenceId } of [open, swept]) {
      expect(purpose.failedCount(referenceId)).toBe(1);
      expect(purpose.capturedCount(referenceId)).toBe(0);
    }
  });
});
