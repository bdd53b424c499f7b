import { isStaffUser, type OwnOrganisation, type User } from '@kaizen/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms/FormAlert';
import { BuildingIcon, CheckCircleIcon, PhoneIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { greetingFor } from '../../../lib/dates';
import { useDocumentMeta } from '../../../lib/document-meta';
import { BenefitBalances } from '../components/BenefitBalances';
import { TotpGate } from '../components/TotpGate';
import { useOwnOrganisation } from '../hooks/use-own-organisation';

/**
 * SPEC §4: where non-patient users land: their sessions (the same cards as the patients' home,
 * passed in by the app), their organisation's helpline and what it sponsors, each with where to
 * use it.
 */
export function OrgDashboardPage({
  user,
  sessions,
  sessionsChanged = 0,
}: {
  user: User;
  sessions?: ReactNode;
  /** Moves on each change to the sessions (a cancel), so the balances are asked again. */
  sessionsChanged?: number;
}) {
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

      {state.status === 'ready' && state.organisation.helpline && (
        <Helpline organisation={state.organisation.name} helpline={state.organisation.helpline} />
      )}

      {/* Behind the organisation's TOTP check, if it has one; the helpline above never is. */}
      {state.status === 'ready' ? (
        <TotpGate
          company={state.organisation.short_code}
          organisationName={state.organisation.name}
        >
          {sessions}
          <BenefitBalances version={sessionsChanged} />
          <SponsoredBenefits organisation={state.organisation} />
        </TotpGate>
      ) : (
        sessions
      )}

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
    </div>
  );
}

function SponsoredBenefits({ organisation }: { organisation: OwnOrganisation }) {
  return (
    <section className="card" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="card__title">
        What {organisation.name} sponsors
      </h2>
      {organisation.sponsored_benefits.length === 0 ? (
        <EmptyState icon={<BuildingIcon />} title="Nothing listed yet">
          Your organisation has not listed its sponsored care yet. Ask your HR or benefits team what
          is included.
        </EmptyState>
      ) : (
        <ul className="benefits">
          {organisation.sponsored_benefits.map((benefit) => (
            <li key={benefit.title} className="benefits__item">
              <CheckCircleIcon className="benefits__icon" />
              <div className="stack">
                <p className="benefits__title">{benefit.title}</p>
                <p className="muted">{benefit.description}</p>
                {benefit.link && <BenefitLink {...benefit.link} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where a benefit is used: a screen of the app, or a number to call. */
function BenefitLink({ label, href }: { label: string; href: string }) {
  if (href.startsWith('/')) {
    return <Link to={href}>{label}</Link>;
  }
  return <a href={href}>{label}</a>;
}

function Helpline({
  organisation,
  helpline,
}: {
  organisation: string;
  helpline: { number: string; text: string };
}) {
  const dial = `tel:${helpline.number.replace(/[^+0-9]/g, '')}`;
  return (
    <section className="card helpline" aria-labelledby="helpline-heading">
      <div>
        <h2 id="helpline-heading" className="card__title">
          {organisation} helpline
        </h2>
        <p className="muted">{helpline.text}</p>
      </div>
      <a href={dial} className="btn btn--primary">
        <PhoneIcon /> Call {helpline.number}
      </a>
    </section>
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
