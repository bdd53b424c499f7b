import { describe, expect, it } from 'vitest';
import { analyticsAllowed, marketingCountryAllowed } from './gate';
import { createSafeStore } from '../storage';

const storeWith = (values: Record<string, string>) => {
  const store = createSafeStore(() => undefined);
  for (const [key, value] of Object.entries(values)) store.setItem(key, value);
  return store;
};

describe('SPEC §4 analytics gate', () => {
  // "Analytics: skipped when block_analytics or skip_analytics is 'true'."
  it("closes when block_analytics or skip_analytics is 'true'", () => {
    expect(analyticsAllowed(storeWith({}))).toBe(true);
    expect(analyticsAllowed(storeWith({ skip_analytics: 'true' }))).toBe(false);
    expect(analyticsAllowed(storeWith({ block_analytics: 'true' }))).toBe(false);
    expect(analyticsAllowed(storeWith({ skip_analytics: 'false' }))).toBe(true);
  });

  // "The marketing-automation script loads only if: userCountry is unset or IN; ..."
  it('lets marketing automation run only for an unset country or IN', () => {
    expect(marketingCountryAllowed(storeWith({}))).toBe(true);
    expect(marketingCountryAllowed(storeWith({ userCountry: 'IN' }))).toBe(true);
    expect(marketingCountryAllowed(storeWith({ userCountry: 'GB' }))).toBe(false);
    expect(marketingCountryAllowed(storeWith({ userCountry: 'IN', skip_analytics: 'true' }))).toBe(
      false,
    );
  });
});
