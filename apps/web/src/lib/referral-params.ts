import { REFERRAL_QUERY_PARAM } from '@kaizen/contracts';
import { localStore, readJson, sessionStore, type KeyValueStore } from './storage';
import { StorageKey } from './storage-keys';

// Referral hints of the landing address, kept by the start-up until a signed-in start can act on
// them (features/referrals/claim.ts; here in lib because both read it): a friend's code (?ref=)
// for this tab's sign-up, and a doctor's referral (utm_source=doc_referral, SPEC §5 attribution)
// in the attribution record.

export const DOC_REFERRAL_SOURCE = 'doc_referral';

/** What this module writes into the SPEC §3 attribution record (ad_user_params). */
export interface DocReferralAttribution {
  utm_data?: { utm_source?: string };
  /** The account the doctor's referral was recorded for (so it is sent once per account). */
  doc_referral_recorded_for?: string;
  [field: string]: unknown;
}

export function keepReferralParams(
  search: string,
  stores: { local: KeyValueStore; session: KeyValueStore } = {
    local: localStore,
    session: sessionStore,
  },
) {
  const query = new URLSearchParams(search);
  const code = query.get(REFERRAL_QUERY_PARAM)?.trim();
  if (code) stores.session.setItem(StorageKey.referralCode, code.slice(0, 32));
  const source = query.get('utm_source');
  if (!source) return;
  const record = readJson<DocReferralAttribution>(stores.local, StorageKey.adUserParams) ?? {};
  const next = { ...record, utm_data: { ...record.utm_data, utm_source: source } };
  stores.local.setItem(StorageKey.adUserParams, JSON.stringify(next));
}
