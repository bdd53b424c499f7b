import type { User } from '@kaizen/contracts';
import { DOC_REFERRAL_SOURCE, type DocReferralAttribution } from '../../lib/referral-params';
import { errorMessagesOf, statusOf } from '../../lib/http/request-error';
import { localStore, readJson, sessionStore, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { notify } from '../../lib/toast';
import { claimReferral, updateDocReferral } from './api';

// What a signed-in start does with the referral hints the landing address left
// (app/start-up/referral-params.ts). Decoupled from sign-up: whichever way the account was made
// (code-first sign-up, log-in in the same tab), the claim is its own request.

/**
 * Claims the friend's code kept by this tab's sign-up link, once: the code is dropped after the
 * server's answer (a refusal, 409 or 422, is final and shown); kept when there was no answer.
 */
export async function claimStoredReferral(store: KeyValueStore = sessionStore): Promise<void> {
  const code = store.getItem(StorageKey.referralCode);
  if (!code) return;
  try {
    const referrer = await claimReferral(code);
    store.removeItem(StorageKey.referralCode);
    notify.success(
      `${referrer} referred you: you both get a free session once your first paid session is completed.`,
    );
  } catch (error) {
    const status = statusOf(error);
    if (status !== 409 && status !== 422) return;
    store.removeItem(StorageKey.referralCode);
    notify.error(errorMessagesOf(error).join(' '));
  }
}

/**
 * SPEC §5 attribution "source doc_referral triggers a server referral update": sent once per
 * account (the server is idempotent too; this spares the request on every start).
 */
export async function recordDocReferral(
  user: Pick<User, 'uuid'>,
  store: KeyValueStore = localStore,
): Promise<void> {
  const record = readJson<DocReferralAttribution>(store, StorageKey.adUserParams);
  if (record?.utm_data?.utm_source !== DOC_REFERRAL_SOURCE) return;
  if (record.doc_referral_recorded_for === user.uuid) return;
  try {
    await updateDocReferral(user.uuid);
    store.setItem(
      StorageKey.adUserParams,
      JSON.stringify({ ...record, doc_referral_recorded_for: user.uuid }),
    );
  } catch {
    // Tried again at the next signed-in start.
  }
}
