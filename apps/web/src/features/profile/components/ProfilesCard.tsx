import { ageInYears, isoDateOf, RELATIONSHIP_LABELS, type Profile } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { track } from '../../../lib/analytics/instance';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { helperToast } from '../../../lib/toast';
import { removeMember, switchBackToAccount, switchToMember } from '../profiles-api';
import { tellNativeShell } from '../native-profile-events';
import { useSelectedMember } from '../selected-member';
import { AddMemberForm } from './AddMemberForm';
import { RemoveMemberDialog } from './RemoveMemberDialog';

const fullName = (profile: Profile) => `${profile.firstname} ${profile.lastname}`.trim();

function ageText(profile: Profile): string | null {
  if (!profile.date_of_birth) return null;
  const age = ageInYears(profile.date_of_birth, isoDateOf(new Date()));
  return age === null ? null : age === 1 ? '1 year' : `${age} years`;
}

/**
 * The account's profiles (SPEC §3 multi-profile): switch to a member to book care for them, switch
 * back, and add a member while the account has room (app visibility showaddmember and counts).
 */
export function ProfilesCard({
  profiles,
  canAdd,
  maxMembers,
  onChanged,
}: {
  profiles: Profile[];
  canAdd: boolean;
  maxMembers: number;
  /** Profiles or their counts changed: the route reloads them. */
  onChanged: () => void;
}) {
  const selected = useSelectedMember();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Profile | null>(null);
  const members = profiles.filter((profile) => !profile.is_primary);

  const act = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      helperToast.error(errorMessagesOf(error)[0] ?? 'Could not switch profile.');
    } finally {
      setBusy(null);
    }
  };
  const switchTo = (profile: Profile) =>
    act(profile.uuid, async () => {
      if (profile.is_primary) {
        await switchBackToAccount();
        tellNativeShell('switch_back', null);
      } else {
        await switchToMember(profile.uuid);
        tellNativeShell('switch', profile);
      }
      track('switch_profile', { relationship: profile.relationship });
      // Every state area (sessions, care team, package) was loaded for the other person: start
      // again from home for the one now selected.
      globalThis.location.assign('/');
    });
  const remove = async (profile: Profile) => {
    const { wasSelected } = await removeMember(profile.uuid);
    tellNativeShell('removed', profile);
    if (wasSelected) {
      tellNativeShell('switch_back', null);
      // What was loaded for the member cannot stay on screen: load it again for the holder.
      globalThis.location.reload();
      return;
    }
    setRemoving(null);
    helperToast.success(`${fullName(profile)} was removed from your account.`);
    onChanged();
  };

  return (
    <section className="card" aria-labelledby="profiles-heading">
      <div className="card__header">
        <h2 id="profiles-heading" className="card__title">
          Family and people you care for
        </h2>
        {canAdd && !adding && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add member
          </Button>
        )}
      </div>
      <p className="muted">
        Book sessions, take assessments and keep records for someone you care for. Their care stays
        theirs, and only your account can open it.
        {maxMembers > 0 && ` You can add up to ${maxMembers} members (${members.length} added).`}
      </p>
      <ul className="profile-list">
        {profiles.map((profile) => {
          const current = profile.is_primary ? !selected : selected?.uuid === profile.uuid;
          const age = ageText(profile);
          return (
            <li key={profile.uuid} className="profile-list__item">
              <span className="avatar avatar--sm" aria-hidden="true">
                {profile.firstname.charAt(0).toUpperCase()}
              </span>
              <span className="profile-list__who">
                <strong>{fullName(profile)}</strong>
                <span className="muted">
                  {RELATIONSHIP_LABELS[profile.relationship]}
                  {age && ` · ${age}`}
                </span>
              </span>
              {current ? (
                <span className="badge">Booking for</span>
              ) : (
                <Button
                  variant="secondary"
                  className="btn--small"
                  loading={busy === profile.uuid}
                  disabled={busy !== null}
                  onClick={() => void switchTo(profile)}
                  aria-label={`Switch to ${profile.is_primary ? 'your own profile' : fullName(profile)}`}
                >
                  Switch
                </Button>
              )}
              {!profile.is_primary && (
                <Button
                  variant="secondary"
                  className="btn--small"
                  disabled={busy !== null}
                  onClick={() => setRemoving(profile)}
                  aria-label={`Remove ${fullName(profile)}`}
                >
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {adding && (
        <AddMemberForm
          onCancel={() => setAdding(false)}
          onAdded={(profile) => {
            setAdding(false);
            track('new_profile', { relationship: profile.relationship });
            tellNativeShell('added', profile);
            helperToast.success(
              `${fullName(profile)} was added. Switch to them to book their care.`,
            );
            onChanged();
          }}
        />
      )}
      {removing && (
        <RemoveMemberDialog
          member={removing}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
