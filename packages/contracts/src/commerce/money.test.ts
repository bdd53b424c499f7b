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
  });
});
