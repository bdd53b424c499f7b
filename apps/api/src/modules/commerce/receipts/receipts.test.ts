import { RECEIPT_NOT_FOUND_MESSAGE, type PaymentHistoryItem } from '@kaizen/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { pdfText } from '../../../test/pdf';
import { signUp } from '../../../test/auth';
import { capturedPaymentBy } from '../../../test/notice-senders';
import { outboxMessages } from '../../outbox/tables';
import { REFUSED_CAPTURE_REFUND_REASON } from '../settlement';
import type { SandboxGateway } from '../sandbox/sandbox-gateway';
import { recordingPurpose, startTestPayment } from '../test-support';
import { receiptsPersonalData } from './history';
import { receipts } from './tables';

// Issue 11 "Receipts": every payment and refund produces a receipt (PDF and email) with the
// fields an Indian customer expects; the person's own only.

const purpose = recordingPurpose();
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp(
    {
      RECEIPT_SELLER_NAME: 'Kaizen Care Pvt Ltd',
      RECEIPT_SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
      RECEIPT_GSTIN: '29ABCDE1234F1Z5',
      PUBLIC_URL: 'http://localhost:4321',
    },
    undefined,
    { paymentPurposes: purpose.purposes },
  );
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.app.close());

const paidPayment = (userId: number, amountPaise?: number) =>
  capturedPaymentBy(t.app, userId, amountPaise);

const history = async (session: typeof alice.session) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/payments', headers: session });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PaymentHistoryItem[] }).data;
};

const downloadLink = (receiptId: string, session: typeof alice.session) =>
  t.app.inject({
    method: 'POST',
    url: `/api/receipts/${receiptId}/download_link`,
    headers: session,
  });

/** The PDF behind a fresh download link, fetched without session headers as a browser does. */
async function download(receiptId: string, session: typeof alice.session) {
  const link = await downloadLink(receiptId, session);
  expect(link.statusCode, link.body).toBe(200);
  const { url } = (link.json() as { data: { url: string } }).data;
  return t.app.inject({ method: 'GET', url });
}

const newestEmailTo = async (email: string, template: string) => {
  const [message] = await t.app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return message;
};

describe('receipts', () => {
  it('issues a tax invoice when a payment is captured, emailed with its PDF', async () => {
    const payment = await paidPayment(alice.id);
    const [item] = (await history(alice.session)).filter((p) => p.id === payment.paymentId);
    expect(item).toMatchObject({ status: 'captured', amount_paise: 120_000 });
    const [invoice] = item?.receipts ?? [];
    expect(invoice).toMatchObject({ kind: 'invoice', amount_paise: 120_000 });
    expect(invoice?.number).toMatch(/^KZ\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice?.number.length).toBeLessThanOrEqual(16);

    const email = await newestEmailTo(alice.email, 'receipt-invoice');
    expect(email?.subject).toBe(`Tax invoice ${invoice?.number}`);
    expect(email?.body).toContain('Amount paid: INR 1,200.00');
    expect(email?.body).toContain('SAC: 9993');
    expect(email?.body).toContain('Tax: GST: exempt (health care services)');
    expect(email?.body).toContain('All your payments and receipts: http://localhost:4321/payments');
    const [attachment] = email?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    const attached = await pdfText(
      new Uint8Array(Buffer.from(attachment?.content ?? '', 'base64')),
    );
    for (const text of ['Tax invoice', 'GSTIN 29ABCDE1234F1Z5', 'Kaizen Care Pvt Ltd']) {
      expect(attached).toContain(text);
    }
    expect(attached).toContain(invoice?.number);
    expect(attached).toContain('INR 1,200.00');

    const file = await download(invoice?.id ?? '', alice.session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/kaizen-KZ-\d{2}-\d{2}-\d{6}\.pdf/);
    expect(await pdfText(new Uint8Array(file.rawPayload))).toContain(invoice?.number);
  });

  it('issues a credit note against the invoice for each refund', async () => {
    const payment = await paidPayment(alice.id, 150_000);
    await t.app.commerce.refundPayment(t.app.db, {
      purpose: 'booking',
      referenceId: payment.referenceId,
      amountPaise: 75_000,
      reason: 'Cancelled within 24 hours: half refunded',
    });
    const [item] = (await history(alice.session)).filter((p) => p.id === payment.paymentId);
    expect(item).toMatchObject({ status: 'partially_refunded', refunded_paise: 75_000 });
    const [invoice, creditNote] = item?.receipts ?? [];
    expect(creditNote).toMatchObject({ kind: 'credit_note', amount_paise: 75_000 });
    expect(creditNote?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const email = await newestEmailTo(alice.email, 'receipt-credit-note');
    expect(email?.subject).toBe(`Credit note ${creditNote?.number}`);
    expect(email?.body).toContain(`Against invoice: ${invoice?.number}`);
    expect(email?.body).toContain('Reason: Cancelled within 24 hours: half refunded');
    expect(email?.body).toContain('Amount refunded: INR 750.00');
  });

  it('issues the invoice and the automatic refund when the purpose refuses the payment', async () => {
    const payment = await startTestPayment(t.app, alice.id);
    purpose.refuse.add(payment.referenceId);
    const proof = (t.app.commerce.configured.gateway as SandboxGateway).authorise(
      payment.row.gatewayOrderId,
    );
    await t.app.commerce.confirmFromBrowser(t.app.db, {
      orderId: payment.row.gatewayOrderId,
      ...proof,
    });
    const [item] = (await history(alice.session)).filter((p) => p.id === payment.paymentId);
    expect(item?.receipts.map((r) => r.kind)).toEqual(['invoice', 'credit_note']);
    const email = await newestEmailTo(alice.email, 'receipt-credit-note');
    expect(email?.body).toContain(`Reason: ${REFUSED_CAPTURE_REFUND_REASON}`);
  });

  it('numbers the receipts of one series one after another', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const payment = await paidPayment(alice.id);
      const [row] = await t.app.db
        .select({ number: receipts.number })
        .from(receipts)
        .where(eq(receipts.paymentId, payment.row.id));
      numbers.push(Number(row?.number.split('/')[2]));
    }
    // On the shared PostgreSQL database other files issue too: strictly increasing there.
    if (process.env.TEST_DATABASE_URL) expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    else expect(numbers.map((n) => n - (numbers[0] ?? 0))).toEqual([0, 1, 2]);
  });

  it("never shows one person's payments or receipts to another (404)", async () => {
    const payment = await paidPayment(alice.id);
    const [row] = await t.app.db
      .select({ uuid: receipts.uuid })
      .from(receipts)
      .where(eq(receipts.paymentId, payment.row.id));
    const refused = await downloadLink(row?.uuid ?? '', bob.session);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errors: [RECEIPT_NOT_FOUND_MESSAGE] });
    expect((await history(bob.session)).map((p) => p.id)).not.toContain(payment.paymentId);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps receipts on erasure (tax records) without the name and email', async () => {
    const carol = await signUp(t.app);
    await paidPayment(carol.id);
    const exported = await receiptsPersonalData.collect(t.app.db, { id: carol.id } as never);
    expect(exported).toHaveLength(1);
    await receiptsPersonalData.erase(t.app.db, { id: carol.id } as never);
    const [row] = await t.app.db.select().from(receipts).where(eq(receipts.userId, carol.id));
    expect(row?.buyer).toEqual({ name: 'Erased account', email: '' });
    expect(row?.number).toMatch(/^KZ\//);
  });
});
