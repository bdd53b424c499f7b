import { hasCampaignParams, MARKETING_FIELDS, UTM_FIELDS } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { campaignWorkDue } from './campaign-due';

// The gate must never skip an address that SPEC §4 "New campaign parameters" would keep: every
// name contracts' hasCampaignParams reads opens it.
describe('campaignWorkDue', () => {
  const names = [...MARKETING_FIELDS, ...UTM_FIELDS, 'is_coach', 'is_cs'];

  it.each(names)('loads the campaign code for an address with %s', (name) => {
    const search = `?company=acme&${name}=google`;
    expect(hasCampaignParams(new URLSearchParams(search))).toBe(true);
    expect(campaignWorkDue(search, memoryStore())).toBe(true);
  });

  it('loads it for a device that keeps a record (SPEC §4 ispm may be due)', () => {
    const store = memoryStore();
    store.setItem(StorageKey.adUserParams, '{"utm_data":{}}');
    expect(campaignWorkDue('', store)).toBe(true);
  });

  it('skips it for a visit with neither', () => {
    expect(campaignWorkDue('?redirectPath=%2Fuser&company=acme', memoryStore())).toBe(false);
    expect(campaignWorkDue('', memoryStore())).toBe(false);
  });
});
