import {
  attributionForNewAccount,
  DOC_REFERRAL_UTM_SOURCE,
  isOrganic,
  realtimePaths,
} from '@kaizen/contracts';
import { readRecord, validRecord } from './campaign';
import { readRealtime, writeRealtime } from '../realtime-client';
import { localStore, type KeyValueStore } from '../storage';
import { StorageKey } from '../storage-keys';

// SPEC §4 attribution at sign-up: this device's record (campaign.ts) is attached to the
// new account at attribution/{firebaseid} in the realtime tree (SPEC §3, §7), consumed.

interface AttributionAccount {
  firebaseid: string;
  fb_token: string;
  uuid: string;
}

/**
 * Attaches this device's attribution to an account that has none yet (a sign-up): the fresh
 * campaign record, consumed, or "organic", consumed (SPEC §4), at attribution/{firebaseid}; then
 * the local copy is consumed. An account already attributed is left alone (a later ad click never
 * re-attributes it), and the local copy is consumed all the same: it may be the one an earlier
 * save already attached whose answer was lost (tab closed, network down), and left on the device
 * it would attribute the next account signed up here to that earlier click. Only with analytics
 * allowed (the caller checks).
 */
export async function attachAttribution(
  account: AttributionAccount,
  now: number = Date.now(),
  store: KeyValueStore = localStore,
  send?: typeof fetch,
): Promise<'attached' | 'already'> {
  const path = realtimePaths.attribution(account.firebaseid);
  if ((await readRealtime(path, account.fb_token, send)) !== null) {
    consumeLocalRecord(account, store);
    return 'already';
  }
  const attached = attributionForNewAccount(validRecord(store, now), now);
  await writeRealtime(path, account.fb_token, attached, send);
  if (isOrganic(attached)) store.setItem(StorageKey.isInOrganicUser, 'true');
  consumeLocalRecord(account, store);
  return 'attached';
}

/**
 * The local record goes once an account holds attribution, except while the doctor's referral it
 * names is still to be recorded for this account by the referrals start-up: then it stays,
 * marked consumed, so that it attributes nothing more.
 */
function consumeLocalRecord(account: AttributionAccount, store: KeyValueStore): void {
  const local = readRecord(store);
  const docReferralPending =
    local?.utm_data?.utm_source === DOC_REFERRAL_UTM_SOURCE &&
    local.doc_referral_recorded_for !== account.uuid;
  if (docReferralPending) {
    store.setItem(StorageKey.adUserParams, JSON.stringify({ ...local, is_consumed: true }));
  } else {
    store.removeItem(StorageKey.adUserParams);
  }
}
