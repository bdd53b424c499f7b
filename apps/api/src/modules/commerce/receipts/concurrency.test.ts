import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import type { SandboxGateway } from '../sandbox/sandbox-gateway';
import { recordingPurpose, startTestPayment } from '../test-support';
import { receipts } from './tables';

// Receipt numbers under concurrency: only a real PostgreSQL server runs the captures at once
// (PGlite runs one transaction at a time), so this runs with TEST_DATABASE_URL.

const BURST = 20;
const purpose = recordingPurpose();

describe.skipIf(!process.env.TEST_DATABASE_URL)('receipt numbers under concurrency', () => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { paymentPurposes: purpose.purposes });
    userId = (await signUp(t.app)).id;
  });
  afterAll(() => t.app.close());

  it(`gives ${BURST} payments captured at once ${BURST} different invoice numbers`, async () => {
    const gateway = t.app.commerce.configured.gateway as SandboxGateway;
    const payments = await Promise.all(
      Array.from({ length: BURST }, () => startTestPayment(t.app, userId)),
    );
    await Promise.all(
      payments.map((payment) =>
        t.app.commerce.confirmFromBrowser(t.app.db, {
          orderId: payment.row.gatewayOrderId,
          ...gateway.authorise(payment.row.gatewayOrderId),
        }),
      ),
    );
    const issued = await t.app.db
      .select({ number: receipts.number, kind: receipts.kind })
      .from(receipts)
      .where(
        inArray(
          receipts.paymentId,
          payments.map((payment) => payment.row.id),
        ),
      );
    expect(issued).toHaveLength(BURST);
    expect(issued.every((receipt) => receipt.kind === 'invoice')).toBe(true);
    expect(new Set(issued.map((receipt) => receipt.number)).size).toBe(BURST);
  });
});
