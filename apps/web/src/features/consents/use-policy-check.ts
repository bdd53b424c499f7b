import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import {
  policiesAccepted,
  privacyStatusReceived,
  selectPrivacyStatus,
  type ConsentState,
} from './slice';
import type { PrivacyPolicyStatus } from '@kaizen/contracts';

/** Remembers the accepted privacy-policy version on this device (SPEC §3 acceptedPrivacyPolicy). */
function rememberAccepted(status: PrivacyPolicyStatus) {
  if (status.privacy_policy_consent_status)
    localStore.setItem(StorageKey.acceptedPrivacyPolicy, 'true');
  else localStore.removeItem(StorageKey.acceptedPrivacyPolicy);
}

/**
 * SPEC §4 Login, "check privacy-policy consent": asks the server once per signed-in person (and
 * again after a withdrawal), and answers what is still to accept. A failed check blocks nothing:
 * the server refuses clinical writes without consent anyway.
 */
export function usePolicyCheck(userId: number | null) {
  const dispatch = useDispatch();
  const status = useSelector((state: { consent: ConsentState }) => selectPrivacyStatus(state));
  const checked = status !== null;

  useEffect(() => {
    if (userId === null || checked) return;
    const controller = new AbortController();
    // The HTTP client loads with the first signed-in call, not with the app frame.
    import('./api')
      .then(({ fetchPrivacyStatus }) => fetchPrivacyStatus(controller.signal))
      .then(
        (next) => {
          rememberAccepted(next);
          dispatch(privacyStatusReceived(next));
        },
        () => undefined,
      );
    return () => controller.abort();
  }, [userId, checked, dispatch]);

  const pending = userId !== null ? (status?.pending ?? []) : [];
  const accept = async () => {
    const { acknowledgePolicies } = await import('./api');
    const next = await acknowledgePolicies(pending.map((entry) => entry.policy.type));
    rememberAccepted(next);
    dispatch(policiesAccepted(next));
  };
  return { pending, accept };
}
