import { useEffect, useState, type ReactNode } from 'react';
import {
  PERSON_GENDER_LABELS,
  type PendingChanges,
  type RegistrationForm,
  type User,
} from '@kaizen/contracts';
import { Button, ButtonLink } from '../../../components/Button';
import { ShieldIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { helperToast } from '../../../lib/toast';
import { fetchPendingChanges } from '../api';
import { fetchRegistrationForm } from '../profiles-api';
import { LogoutCard } from '../components/LogoutCard';
import { PendingChangesCard } from '../components/PendingChangesCard';
import { ProfileForm } from '../components/ProfileForm';

const PROFILE_SAVED_MESSAGE = 'Your details have been saved.';
const PROFILE_PENDING_MESSAGE =
  'Your details have been saved. Confirm the new email or mobile number to start using it.';
const NOTHING_PENDING: PendingChanges = { email: null, mobile: null };
const REGISTRATION_EDIT_PATH = '/registration-form?redirectPath=/user';

/** A stored 'YYYY-MM-DD' as '04 May 2016' (SPEC §9 date style, no time). */
function birthDateText(value: string | null): string {
  if (!value) return 'Not added yet';
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const initials = (user: User) =>
  `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';

export function ProfilePage({
  user,
  readOnly,
  changePasswordHref,
  onSaving,
  onSaved,
  onLogout,
  children,
}: {
  user: User;
  /** SPEC §2 isDisableEdit: a native shell may forbid editing. */
  readOnly: boolean;
  changePasswordHref: string;
  /** SPEC §3 auth.updatingProfile: a save of the details started (true) or failed (false). */
  onSaving?: (saving: boolean) => void;
  onSaved: (user: User) => void;
  onLogout: (removeAll: boolean) => Promise<void>;
  /** More cards from other features (the route composes them), above logging out. */
  children?: ReactNode;
}) {
  useDocumentMeta({ title: 'Your profile' });
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<PendingChanges>(NOTHING_PENDING);
  const [registration, setRegistration] = useState<RegistrationForm | null>(null);
  useEffect(() => {
    let current = true;
    fetchPendingChanges().then(
      (changes) => current && setPending(changes),
      // Nothing to show is the safe reading of a failed check; saving shows it again.
      () => undefined,
    );
    fetchRegistrationForm().then(
      (form) => current && setRegistration(form),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const details = [
    { label: 'Name', value: `${user.firstname} ${user.lastname}`.trim() },
    { label: 'Email', value: user.email },
    { label: 'Mobile number', value: user.mobile ? `+91 ${user.mobile}` : 'Not added yet' },
    ...(registration
      ? [
          { label: 'Date of birth', value: birthDateText(registration.date_of_birth) },
          {
            label: 'Gender',
            value: registration.gender
              ? PERSON_GENDER_LABELS[registration.gender]
              : 'Not added yet',
          },
        ]
      : []),
  ];
  return (
    <div className="page profile">
      <header className="page__header profile__header">
        <span className="avatar avatar--lg" aria-hidden="true">
          {initials(user)}
        </span>
        <div>
          <h1 className="page__title">Your profile</h1>
          {user.organisation_name && (
            <p className="muted">Care sponsored by {user.organisation_name}</p>
          )}
        </div>
      </header>

      <section className="card" aria-labelledby="details-heading">
        <div className="card__header">
          <h2 id="details-heading" className="card__title">
            Personal details
          </h2>
          {!editing && !readOnly && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit details
            </Button>
          )}
        </div>
        {editing ? (
          <ProfileForm
            user={user}
            onCancel={() => setEditing(false)}
            onSaving={onSaving}
            onSaved={(saved, waiting) => {
              onSaved(saved);
              setPending(waiting);
              setEditing(false);
              helperToast.success(
                waiting.email || waiting.mobile ? PROFILE_PENDING_MESSAGE : PROFILE_SAVED_MESSAGE,
              );
            }}
          />
        ) : (
          <>
            <dl className="details">
              {details.map((detail) => (
                <div key={detail.label} className="details__row">
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
            </dl>
            {registration && !readOnly && (
              <ButtonLink to={REGISTRATION_EDIT_PATH} variant="ghost">
                {registration.date_of_birth
                  ? 'Edit date of birth and gender'
                  : 'Add date of birth and gender'}
              </ButtonLink>
            )}
          </>
        )}
      </section>

      <PendingChangesCard
        pending={pending}
        current={user}
        onMobileConfirmed={(mobile, message) => {
          onSaved({ ...user, mobile });
          setPending((waiting) => ({ ...waiting, mobile: null }));
          helperToast.success(message);
        }}
      />

      <section className="card" aria-labelledby="security-heading">
        <h2 id="security-heading" className="card__title">
          <ShieldIcon /> Password
        </h2>
        <p className="muted">Changing your password logs you out on your other devices.</p>
        <ButtonLink to={changePasswordHref} variant="secondary">
          Change password
        </ButtonLink>
      </section>

      {children}

      <LogoutCard onLogout={onLogout} />
    </div>
  );
}
