import { RELATIONSHIP_LABELS, type Profile } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { track } from '../../../lib/analytics/instance';

/**
 * On every signed-in screen while a member is selected: whose care is being booked and opened,
 * so nobody books for the wrong person, and the way back to the account holder's own profile.
 */
export function SelectedMemberBanner({ member }: { member: Profile }) {
  const [busy, setBusy] = useState(false);
  const switchBack = async () => {
    setBusy(true);
    try {
      // The HTTP client and the native bridge load with the call: the frame that shows this
      // banner stays light (the log-in screen's budget).
      const [{ switchBackToAccount }, { tellNativeShell }] = await Promise.all([
        import('../profiles-api'),
        import('../native-profile-events'),
      ]);
      await switchBackToAccount();
      track('switch_profile', { relationship: 'self' });
      tellNativeShell('switch_back', null);
      // What this screen shows was loaded for the member: load it again for the account holder.
      globalThis.location.reload();
    } catch {
      setBusy(false);
    }
  };
  return (
    <div className="member-banner" role="status">
      <p className="member-banner__text">
        You are booking for{' '}
        <strong>
          {member.firstname} {member.lastname}
        </strong>{' '}
        ({RELATIONSHIP_LABELS[member.relationship].toLowerCase()}). Sessions, assessments and
        records here are theirs.
      </p>
      <Button
        variant="secondary"
        className="btn--small"
        loading={busy}
        onClick={() => void switchBack()}
      >
        Switch back to you
      </Button>
    </div>
  );
}
