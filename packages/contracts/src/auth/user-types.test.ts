import { describe, expect, it } from 'vitest';
import { isB2bUserType, isStaffUser } from './user-types';

describe('SPEC §6 roles', () => {
  // "usertype patient is consumer (b2c); any other is business (b2b). Staff/provider only if
  // usertype exists, is not patient and is_verified is true."
  it('counts a verified non-patient as staff, nobody else', () => {
    expect(isStaffUser({ usertype: 'member', is_verified: true })).toBe(true);
    expect(isStaffUser({ usertype: 'care-coordinator', is_verified: true })).toBe(true);
    expect(isStaffUser({ usertype: 'member', is_verified: false })).toBe(false);
    expect(isStaffUser({ usertype: 'patient', is_verified: true })).toBe(false);
    expect(isStaffUser({ usertype: '', is_verified: true })).toBe(false);
    expect(isStaffUser({ usertype: null, is_verified: true })).toBe(false);
    expect(isStaffUser({ is_verified: true })).toBe(false);
    expect(isStaffUser(null)).toBe(false);
  });

  it('keeps b2b wider than staff: an unverified member is b2b', () => {
    expect(isB2bUserType('member')).toBe(true);
    expect(isStaffUser({ usertype: 'member', is_verified: false })).toBe(false);
  });
});
