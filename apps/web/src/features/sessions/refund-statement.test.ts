import { CREDIT_COMES_BACK_TEXT, NO_REFUND_WARNING_MESSAGE } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { refundStatement } from './refund-statement';

describe('refund statement of the cancel dialog', () => {
  it('promises the full price back when the server says cancelling refunds', () => {
    expect(
      refundStatement({
        cancel_refunds: true,
        cancel_returns_credit: false,
        price: 49900,
        discount: 0,
        sponsor_cover: null,
      }),
    ).toEqual({
      tone: 'calm',
      text: 'You will get a full refund of ₹499 to the way you paid.',
    });
  });

  it('promises back what was paid when a coupon lowered the price', () => {
    expect(
      refundStatement({
        cancel_refunds: true,
        cancel_returns_credit: false,
        price: 120000,
        discount: 24000,
        sponsor_cover: null,
      }).text,
    ).toBe('You will get a full refund of ₹960 to the way you paid.');
  });

  it('promises back only what the person paid when their organisation paid part', () => {
    expect(
      refundStatement({
        cancel_refunds: true,
        cancel_returns_credit: false,
        price: 120000,
        discount: 0,
        sponsor_cover: { sponsor: 'Acme Corp', amount: 50000 },
      }).text,
    ).toBe(
      'You will get a full refund of ₹700 to the way you paid. The ₹500 Acme Corp paid goes back to them.',
    );
  });

  it('warns with the policy message when it does not', () => {
    expect(
      refundStatement({
        cancel_refunds: false,
        cancel_returns_credit: false,
        price: 49900,
        discount: 0,
        sponsor_cover: null,
      }),
    ).toEqual({
      tone: 'warning',
      text: NO_REFUND_WARNING_MESSAGE,
    });
  });

  it('says a covered session cancelled in time goes back to the allowance', () => {
    expect(
      refundStatement({
        cancel_refunds: false,
        cancel_returns_credit: true,
        price: 120000,
        discount: 0,
        sponsor_cover: null,
      }),
    ).toEqual({ tone: 'calm', text: CREDIT_COMES_BACK_TEXT });
  });

  it('does not talk about refunds for a free session', () => {
    expect(
      refundStatement({
        cancel_refunds: true,
        cancel_returns_credit: false,
        price: 0,
        discount: 0,
        sponsor_cover: null,
      }).text,
    ).toMatch(/free/);
  });
});
