import { describe, expect, it } from 'vitest';
import { hasCfRole, type CfBookingConfig } from './cf-booking';
import { cfAllows, isCfBookingConfig } from './cf-booking-rule';

const ONLINE_THERAPY: CfBookingConfig = {
  provider_types: ['therapy'],
  session_kinds: ['tele'],
  source: 'user',
};

// SPEC §3: CF users by their providers' roles; what their cf config lets them book.
describe('care-first booking rule', () => {
  it('marks a CF user by a cf-intake-specialist or cf-clinician role', () => {
    expect(hasCfRole([{ roles: [] }, { roles: ['cf-intake-specialist'] }])).toBe(true);
    expect(hasCfRole([{ roles: ['cf-clinician'] }])).toBe(true);
    expect(hasCfRole([{ roles: [] }])).toBe(false);
    expect(hasCfRole([])).toBe(false);
  });

  it('allows what the config lists, and everything without one', () => {
    expect(cfAllows(ONLINE_THERAPY, { providerType: 'therapy', kind: 'tele' })).toBe(true);
    expect(cfAllows(ONLINE_THERAPY, { providerType: 'therapy', kind: 'offline' })).toBe(false);
    expect(cfAllows(ONLINE_THERAPY, { providerType: 'psychiatry', kind: 'tele' })).toBe(false);
    expect(cfAllows(ONLINE_THERAPY, { kind: 'tele' })).toBe(true);
    expect(cfAllows(null, { providerType: 'psychiatry', kind: 'group' })).toBe(true);
  });

  it('tells a config from the empty answer', () => {
    expect(isCfBookingConfig(ONLINE_THERAPY)).toBe(true);
    expect(isCfBookingConfig({})).toBe(false);
    expect(isCfBookingConfig(null)).toBe(false);
  });
});
