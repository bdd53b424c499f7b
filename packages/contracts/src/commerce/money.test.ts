import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('shows whole rupees without paise and groups Indian-style', () => {
    expect(formatPrice(49_900)).toBe('₹499');
    expect(formatPrice(150_000)).toBe('₹1,500');
    expect(formatPrice(12_000_000)).toBe('₹1,20,000');
  });

  it('shows paise when there are any', () => {
    expect(formatPrice(49_950)).toBe('₹499.50');
    expect(formatPrice(49_905)).toBe('₹499.05');
  });

  it("writes what Intl's en-IN currency format writes, for whole and part rupees of any size", () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const withPaise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    const intl = (paise: number) =>
      paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
    const amounts = [0, 1, 5, 99, 100, 101, 999_99, 1_000_00, 12_345_67, 99_999_999_99, -500_00];
    for (let n = 1; n < 1e13; n = n * 7 + 3) amounts.push(n, n * 100, -n);
    for (const paise of amounts) expect(formatPrice(paise), String(paise)).toBe(intl(paise));
  });
});
