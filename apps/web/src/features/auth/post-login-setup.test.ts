import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../../lib/storage';
import { isInternalEmail, postLoginSetup } from './post-login-setup';

const memory = () => createSafeStore(() => undefined);

describe('SPEC §4 post-login setup', () => {
  // SPEC §4 "Internal-domain users are excluded" + "Analytics: skipped when block_analytics ...".
  it('blocks analytics for internal-domain users and unblocks for others', () => {
    const store = memory();
    postLoginSetup({ email: 'ops@kaizen.health', usertype: 'patient', is_verified: true }, store, [
      'kaizen.health',
    ]);
    expect(store.getItem('block_analytics')).toBe('true');
    postLoginSetup({ email: 'asha@example.com', usertype: 'patient', is_verified: true }, store, [
      'kaizen.health',
    ]);
    expect(store.getItem('block_analytics')).toBeNull();
  });

  it('matches subdomains of an internal domain, not look-alikes', () => {
    expect(isInternalEmail('a@mail.kaizen.health', ['kaizen.health'])).toBe(true);
    expect(isInternalEmail('a@notkaizen.health', ['kaizen.health'])).toBe(false);
  });

  // SPEC §6: "Staff/provider only if usertype exists, is not patient and is_verified is true."
  it('marks a verified organisation user as a verified partnership user, nobody else', () => {
    const store = memory();
    const member = { email: 'm@acme.example', usertype: 'member', is_verified: true };
    postLoginSetup(member, store, []);
    expect(store.getItem('is_verified_partnership_user')).toBe('true');
    postLoginSetup({ ...member, is_verified: false }, store, []);
    expect(store.getItem('is_verified_partnership_user')).toBeNull();
    postLoginSetup({ ...member, usertype: 'patient' }, store, []);
    expect(store.getItem('is_verified_partnership_user')).toBeNull();
  });
});
