import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp } from '../../../test/auth';
import { capturedPaymentBy, recordingPurpose } from '../../../test/notice-senders';
import { pdfText } from '../../../test/pdf';
import { users } from '../../auth/tables';
import { profilesKit } from '../../../test/family';
import { receiptFacts, renderReceiptPdf, type ReceiptContent } from './document';
import { receipts } from './tables';

// Issue 10: a receipt's buyer block names the person and an address that reaches someone. A
// family member's own address is a placeholder on the reserved .invalid domain: never printed.

const content = (buyer: ReceiptContent['buyer']): ReceiptContent => ({
  kind: 'invoice',
  number: 'KZ/26-27/000001',
  issuedAt: new Date('2026-11-26T08:00:00Z'),
  amountPaise: 70_000,
  description: 'Video session. Price ₹1,200: ₹500 paid by Acme Corp, ₹700 by you',
  reason: null,
  invoiceNumber: null,
  paymentReference: 'pay_1',
  buyer,
  seller: { name: 'Kaizen', address: null, gstin: null, sac: '9993', gstRatePercent: 0 },
});

const billedTo = (receipt: ReceiptContent) =>
  receiptFacts(receipt).find(([label]) => label === 'Billed to')?.[1];

describe('the buyer on a receipt', () => {
  it('prints the name and a real address, never a .invalid placeholder', async () => {
    expect(billedTo(content({ name: 'Asha Rao', email: 'asha@example.com' }))).toBe(
      'Asha Rao, asha@example.com',
    );
    // A receipt stored before the buyer rule had a placeholder: printed without it.
    const stored = content({ name: 'Ishaan Rao', email: 'member-1@members.kaizen.invalid' });
    expect(billedTo(stored)).toBe('Ishaan Rao');
    const pdf = await pdfText(await renderReceiptPdf(stored));
    expect(pdf).toContain('Ishaan Rao');
    expect(pdf).not.toContain('.invalid');
    expect(pdf).toContain('paid by Acme Corp');
  });

  describe('issued for a family member', () => {
    let t: TestApp;
    const purpose = recordingPurpose();
    beforeAll(async () => {
      t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, undefined, {
        paymentPurposes: purpose.purposes,
      });
    });
    afterAll(() => t.app.close());
    const { addChild } = profilesKit(() => t);

    it("names the member with the account holder's address", async () => {
      const guardian = await signUp(t.app);
      const added = await addChild(guardian.session, { firstname: 'Ishaan', lastname: 'Rao' });
      const [member] = await t.app.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.uuid, added.uuid));
      expect(member?.email).toMatch(/\.invalid$/);
      await capturedPaymentBy(t.app, member?.id ?? 0);
      const [receipt] = await t.app.db
        .select({ buyer: receipts.buyer })
        .from(receipts)
        .where(eq(receipts.userId, member?.id ?? 0));
      expect(receipt?.buyer).toEqual({ name: 'Ishaan Rao', email: guardian.email });
    });
  });
});
