import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepReferralParams } from '../../lib/referral-params';
import { RequestError } from '../../lib/http/request-error';
import { createSafeStore } from '../../lib/storage';
import { claimReferral, updateDocReferral } from './api';
import { claimStoredReferral, recordDocReferral } from './claim';

vi.mock('./api', () => ({ claimReferral: vi.fn(), updateDocReferral: vi.fn() }));
vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const memory = () => createSafeStore(() => undefined);
const refused = (status: number) =>
  new RequestError({ kind: status ? 'http' : 'network', status, messages: ['No.'] });

describe('referral hints of the landing address', () => {
  beforeEach(() => vi.mocked(claimReferral).mockReset());

  it('keeps ?ref for this tab and claims it once signed in, then forgets it', async () => {
    const stores = { local: memory(), session: memory() };
    keepReferralParams('?ref=ABCD2345', stores);
    vi.mocked(claimReferral).mockResolvedValue('Asha');
    await claimStoredReferral(stores.session);
    expect(claimReferral).toHaveBeenCalledWith('ABCD2345');
    await claimStoredReferral(stores.session);
    expect(claimReferral).toHaveBeenCalledTimes(1);
  });

  it('drops a refused code (409/422) but keeps one whose request got no answer', async () => {
    const session = memory();
    session.setItem('referral_code', 'ABCD2345');
    vi.mocked(claimReferral).mockRejectedValueOnce(refused(0));
    await claimStoredReferral(session);
    expect(session.getItem('referral_code')).toBe('ABCD2345');
    vi.mocked(claimReferral).mockRejectedValueOnce(refused(422));
    await claimStoredReferral(session);
    expect(session.getItem('referral_code')).toBeNull();
  });

  // SPEC §5: "source doc_referral triggers a server referral update".
  it('utm_source=doc_referral updates the server once per account', async () => {
    const stores = { local: memory(), session: memory() };
    keepReferralParams('?utm_source=doc_referral', stores);
    vi.mocked(updateDocReferral).mockResolvedValue();
    await recordDocReferral({ uuid: 'u-1' }, stores.local);
    await recordDocReferral({ uuid: 'u-1' }, stores.local);
    expect(updateDocReferral).toHaveBeenCalledTimes(1);
    expect(updateDocReferral).toHaveBeenCalledWith('u-1');
    keepReferralParams('?utm_source=google', stores);
    await recordDocReferral({ uuid: 'u-2' }, stores.local);
    expect(updateDocReferral).toHaveBeenCalledTimes(1);
  });
});
