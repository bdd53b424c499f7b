import { isStaffUser, type User } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/FormAlert';
import { BuildingIcon, CheckCircleIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { greetingFor } from '../../../lib/dates';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useOwnOrganisation } from '../hooks/use-own-organisation';

/** SPEC §4: where non-patient users land: their organisation and what it sponsors. */
export function OrgDashboardPage({ user }: { user: User }) {
  const [state, retry] = useOwnOrganisation();
  const name = state.status === 'ready' ? state.organisation.name : user.organisation_name;
  useDocumentMeta({ title: name ? `${name} dashboard` : 'Organisation dashboard' });

  return (
    <div className="page org">
      <header className="page__header">
        <p className="home__eyebrow">
          {greetingFor()}, {user.firstname}
        </p>
        <h1 className="page__title">{name ?? 'Your organisation'}</h1>
        {name && (
          <p className="muted">Your care is sponsored by {name}. Here is what is covered.</p>
        )}
        <AccountStatus user={user} />
      </header>

      {state.status === 'loading' && (
        <div className="card card--center" role="status">
          <Spinner /> <span>Loading your organisation…</span>
        </div>
      )}

      {state.status === 'error' && (
        <div className="card stack">
          <FormAlert title="We couldn't load your organisation" messages={state.messages} />
          <div>
            <Button variant="secondary" onClick={retry} sendsRequest>
              Try again
            </Button>
          </div>
        </div>
      )}

      {state.status === 'none' && (
        <section className="card">
          <EmptyState icon={<BuildingIcon />} title="No organisation linked">
            Your account is not linked to an organisation. If your employer or partner offers
            Kaizen, sign up from the link they shared with you.
          </EmptyState>
        </section>
      )}

      {state.status === 'ready' && (
        <section className="card" aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="card__title">
            What {state.organisation.name} sponsors
          </h2>
          {state.organisation.sponsored_benefits.length === 0 ? (
            <EmptyState icon={<BuildingIcon />} title="Nothing listed yet">
              Your organisation has not listed its sponsored care yet. Ask your HR or benefits team
              what is included.
            </EmptyState>
          ) : (
            <ul className="benefits">
              {state.organisation.sponsored_benefits.map((benefit) => (
                <li key={benefit.title} className="benefits__item">
                  <CheckCircleIcon className="benefits__icon" />
                  <div>
                    <p className="benefits__title">{benefit.title}</p>
                    <p className="muted">{benefit.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * SPEC §6 "Staff/provider only if usertype exists, is not patient and is_verified is true": an
 * organisation account is shown as verified only then; until the organisation confirms it, the
 * person is told so instead of being shown as staff.
 */
function AccountStatus({ user }: { user: User }) {
  return isStaffUser(user) ? (
    <p className="org__status">
      <span className="badge badge--calm">Verified organisation account</span>
    </p>
  ) : (
    <p className="org__status">
      <span className="badge">Not verified yet</span>{' '}
      <span className="muted">Your organisation has not confirmed your account yet.</span>
    </p>
  );
}
