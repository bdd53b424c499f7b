import { useState } from 'react';
import type { User } from '@kaizen/contracts';
import { Button, ButtonLink } from '../../../components/Button';
import { ShieldIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { helperToast } from '../../../lib/toast';
import { LogoutCard } from '../components/LogoutCard';
import { ProfileForm } from '../components/ProfileForm';

export const PROFILE_SAVED_MESSAGE = 'Your details have been saved.';

const initials = (user: User) =>
  `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';

export function ProfilePage({
  user,
  readOnly,
  changePasswordHref,
  onSaved,
  onLogout,
}: {
  user: User;
  /** SPEC §2 isDisableEdit: a native shell may forbid editing. */
  readOnly: boolean;
  changePasswordHref: string;
  onSaved: (user: User) => void;
  onLogout: (removeAll: boolean) => Promise<void>;
}) {
  useDocumentMeta({ title: 'Your profile' });
  const [editing, setEditing] = useState(false);
  const details = [
    { label: 'Name', value: `${user.firstname} ${user.lastname}`.trim() },
    { label: 'Email', value: user.email },
    { label: 'Mobile number', value: user.mobile ? `+91 ${user.mobile}` : 'Not added yet' },
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
            onSaved={(saved) => {
              onSaved(saved);
              setEditing(false);
              helperToast.success(PROFILE_SAVED_MESSAGE);
            }}
          />
        ) : (
          <dl className="details">
            {details.map((detail) => (
              <div key={detail.label} className="details__row">
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className="card" aria-labelledby="security-heading">
        <h2 id="security-heading" className="card__title">
          <ShieldIcon /> Password
        </h2>
        <p className="muted">Changing your password logs you out on your other devices.</p>
        <ButtonLink to={changePasswordHref} variant="secondary">
          Change password
        </ButtonLink>
      </section>

      <LogoutCard onLogout={onLogout} />
    </div>
  );
}
