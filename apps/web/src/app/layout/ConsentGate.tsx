import { isClinicianUserType } from '@kaizen/contracts';
import { useEffect } from 'react';
import { newPrivacyPolicyChecked } from '../../features/app-config/slice';
import { logout } from '../../features/auth/logout';
import { selectUser } from '../../features/auth/slice';
import { PolicyUpdateModal } from '../../features/consents/components/PolicyUpdateModal';
import { selectPrivacyStatus } from '../../features/consents/slice';
import { usePolicyCheck } from '../../features/consents/use-policy-check';
import { useAppDispatch, useAppSelector } from '../store';

/**
 * After any sign-in (and at start-up with a stored session) the privacy-policy consent is checked
 * (SPEC §4 Login); a policy version not yet accepted blocks the app with the modal.
 */
export function ConsentGate() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectPrivacyStatus);
  const userId = user && !isClinicianUserType(user.usertype) ? user.id : null;
  const { pending, accept } = usePolicyCheck(userId);

  useEffect(() => {
    if (!status) return;
    const update = status.pending.find((entry) => entry.policy.type === 'privacy_policy');
    dispatch(
      newPrivacyPolicyChecked({
        accepted: status.privacy_policy_consent_status,
        data: update ? { ...update.policy } : null,
      }),
    );
  }, [status, dispatch]);

  if (pending.length === 0) return null;
  return (
    <PolicyUpdateModal
      pending={pending}
      onAccept={accept}
      onLogout={() => void dispatch(logout())}
    />
  );
}
