import { MARKETING_TIMESTAMP_VALIDITY_MS } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { marketingAutomationAllowed } from './marketing';

// SPEC §4: "The marketing-automation script loads only if: userCountry is unset or IN; and either
// the event is auth_status (phone sign-up) or auth_verify_otp_confirm (phone), or the user's
// stored timestamp is at most 45 days old." SPEC §9: 45 days (3,888,000,000 ms).

const NOW = Date.UTC(2026, 10, 26);
const gate = (input: Partial<Parameters<typeof marketingAutomationAllowed>[0]>) =>
  marketingAutomationAllowed({
    country: null,
    event: 'booking_confirmed',
    storedTimestamp: null,
    now: NOW,
    ...input,
  });

describe('marketing-automation gate (SPEC §4, §9)', () => {
  it('45 days is 3,888,000,000 ms', () => {
    expect(MARKETING_TIMESTAMP_VALIDITY_MS).toBe(45 * 86_400_000);
    expect(MARKETING_TIMESTAMP_VALIDITY_MS).toBe(3_888_000_000);
  });

  it.each(['auth_status', 'auth_verify_otp_confirm'])(
    'the phone sign-up event %s opens it without a stored timestamp',
    (event) => {
      expect(gate({ event })).toBe(true);
      expect(gate({ event, country: 'IN' })).toBe(true);
    },
  );

  it('another event needs a stored timestamp at most 45 days old', () => {
    expect(gate({})).toBe(false);
    expect(gate({ storedTimestamp: NOW - MARKETING_TIMESTAMP_VALIDITY_MS })).toBe(true);
    expect(gate({ storedTimestamp: NOW - MARKETING_TIMESTAMP_VALIDITY_MS - 1 })).toBe(false);
    expect(gate({ storedTimestamp: NOW })).toBe(true);
    expect(gate({ storedTimestamp: Number.NaN })).toBe(false);
  });

  it('userCountry unset or IN only', () => {
    const fresh = { storedTimestamp: NOW - 1000 };
    expect(gate({ ...fresh, country: null })).toBe(true);
    expect(gate({ ...fresh, country: '' })).toBe(true);
    expect(gate({ ...fresh, country: 'IN' })).toBe(true);
    expect(gate({ ...fresh, country: 'in' })).toBe(true);
    expect(gate({ ...fresh, country: 'US' })).toBe(false);
    expect(gate({ event: 'auth_status', country: 'GB' })).toBe(false);
  });
});
