import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { paymentRefunds } from './tables';
import type { SandboxGateway } from './sandbox/sandbox-gateway';
import { recordingPurpose, startTestPayment } from './test-support';

// Issue 4: "webhook and browser confirmation racing → one confirmation". Only a real PostgreSQL
// server runs transactions at once (PGlite runs one at a time), so this runs with
// TEST_DATABASE_URL (CI's second API pass).

const ROUNDS = 20;
const BURST = 10; // browser returns and webhook deliveries each, all at once

const purpose = recordingPurpose();

describe.skipIf(!process.env.TEST_DATABASE_URL)('payment capture under concurrency', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { paymentPurposes: purpose.purposes });
    userId = (await signUp(t.app)).id;
  });
  afterAll(() => t.app.close());

  it(`captures once when ${BURST} browser returns and ${BURST} webhooks race, ${ROUNDS} times`, async () => {
    const gateway = t.app.commerce.configured.gateway as SandboxGateway;
    for (let round = 0; round < ROUNDS; round++) {
      const payment = await startTestPayment(t.app, userId);
      const orderId = payment.row.gatewayOrderId;
      const proof = gateway.authorise(orderId);
      const webhook = gateway.webhook('payment.captured', {
        orderId,
        paymentId: proof.paymentId,
        amountPaise: payment.row.amountPaise,
      });
      const outcomes = await Promise.all(
        Array.from({ length: BURST }, () => [
          t.app.commerce
            .confirmFromBrowser(t.app.db, { orderId, ...proof })
            .then((row) => row?.status),
          t.app.commerce.receiveWebhook(t.app.db, Buffer.from(webhook.body), webhook.headers),
        ]).flat(),
      );
      const browser = outcomes.filter((_, index) => index % 2 === 0);
      const webhooks = outcomes.filter((_, index) => index % 2 === 1);
      expect(browser).toEqual(Array.from({ length: BURST }, () => 'captured'));
      // The same event id delivered ten times at once is handled once.
      expect(webhooks.filter((outcome) => outcome === 'handled')).toHaveLength(1);
      expect(webhooks.filter((outcome) => outcome === 'duplicate')).toHaveLength(BURST - 1);
      expect(purpose.capturedCount(payment.referenceId)).toBe(1);
      expect(
        (await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId))?.status,
      ).toBe('captured');
    }
  });

  it('records one refund when the same cancel is retried in parallel', async () => {
    const gateway = t.app.commerce.configured.gateway as SandboxGateway;
    const payment = await startTestPayment(t.app, userId);
    const proof = gateway.authorise(payment.row.gatewayOrderId);
    await t.app.commerce.confirmFromBrowser(t.app.db, {
      orderId: payment.row.gatewayOrderId,
      ...proof,
    });
    const cancel = () =>
      t.app.commerce.refundPayment(t.app.db, {
        purpose: 'booking',
        referenceId: payment.referenceId,
        amountPaise: 150_000,
        reason: 'Cancelled more than 24 hours before the start',
      });
    const results = await Promise.all(Array.from({ length: 10 }, cancel));
    expect(new Set(results.map((result) => result.refundId)).size).toBe(1);
    const rows = await t.app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.row.id));
    expect(rows).toHaveLength(1);
    expect(await t.app.commerce.paymentFor(t.app.db, 'booking', payment.referenceId)).toMatchObject(
      {
        status: 'refunded',
        refundedPaise: 150_000,
      },
    );
  });
});
