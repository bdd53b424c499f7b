import { describe, expect, it } from 'vitest';
import { paymentDescription } from '../lifecycle/notifications';

// What the checkout page, the gateway and the receipt say a payment is for (issue 11 receipts:
// "amounts"): the session, then how its amount came about when it is not the price.
describe('paymentDescription', () => {
  const provider = { firstname: 'Asha', lastname: 'Rao', timeZone: 'Asia/Kolkata' };
  const booking = {
    kind: 'tele' as const,
    startsAt: new Date('2026-11-26T08:00:00Z'),
    price: 80_000,
    discount: 0,
    sponsorCover: 0,
  };
  const session = 'Video session with Asha Rao, 26 Nov 2026, 01:30 PM (Asia/Kolkata)';

  it('names the session alone when the price is what is paid', () => {
    expect(paymentDescription(booking, provider, null)).toBe(session);
  });

  it('says what a coupon took off', () => {
    expect(paymentDescription({ ...booking, discount: 16_000 }, provider, null)).toBe(
      `${session}. Price ₹800, coupon −₹160: ₹640 paid`,
    );
  });

  it("says both parts of a part-covered session, naming who paid, the coupon's share included", () => {
    expect(paymentDescription({ ...booking, sponsorCover: 50_000 }, provider, 'Acme Corp')).toBe(
      `${session}. Price ₹800: ₹500 paid by Acme Corp, ₹300 by you`,
    );
    expect(
      paymentDescription(
        { ...booking, sponsorCover: 50_000, discount: 10_000 },
        provider,
        'Acme Corp',
      ),
    ).toBe(`${session}. Price ₹800: ₹500 paid by Acme Corp, ₹200 by you after your coupon`);
    // Only a sponsor the ledger cannot name (none should be) reads as "your organisation".
    expect(paymentDescription({ ...booking, sponsorCover: 50_000 }, provider, null)).toContain(
      '₹500 paid by your organisation',
    );
  });
});
