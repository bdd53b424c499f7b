import type { OwnOrganisation, SponsoredBenefit, User } from '@kaizen/contracts';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { ArrowRightIcon, CalendarIcon, HeartIcon, PhoneIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { greetingFor } from '../../../lib/dates';
import { useDocumentMeta } from '../../../lib/document-meta';
import { TotpGate } from '../components/TotpGate';
import { useOwnOrganisation } from '../hooks/use-own-organisation';

/**
 * SPEC §2 /partnerdashboard: the card dashboard of an organisation whose show_card_dashboard flag
 * is on (an insurer's customers arrive here from the CRNID flow). Anyone else goes to the member
 * dashboard (`dashboardPath`), someone without an organisation home.
 */
export function PartnerDashboardPage({
  user,
  dashboardPath,
}: {
  user: User;
  dashboardPath: string;
}) {
  const [state, retry] = useOwnOrganisation();
  useDocumentMeta({
    title: state.status === 'ready' ? `${state.organisation.name} cards` : 'Your cover',
  });

  if (state.status === 'none') return <Navigate to="/" replace />;
  if (state.status === 'ready' && !state.organisation.feature_flags.show_card_dashboard) {
    return <Navigate to={dashboardPath} replace />;
  }
  return (
    <div className="page org">
      <header className="page__header">
        <p className="home__eyebrow">
          {greetingFor()}, {user.firstname}
        </p>
        <h1 className="page__title">
          {state.status === 'ready' ? state.organisation.name : 'Your cover'}
        </h1>
      </header>
      {state.status === 'loading' && (
        <div className="card card--center" role="status">
          <Spinner /> <span>Loading your cover…</span>
        </div>
      )}
      {state.status === 'error' && (
        <div className="card stack">
          <FormAlert title="We couldn't load your cover" messages={state.messages} />
          <div>
            <Button variant="secondary" onClick={retry} sendsRequest>
              Try again
            </Button>
          </div>
        </div>
      )}
      {state.status === 'ready' && (
        <Cards organisation={state.organisation} dashboardPath={dashboardPath} />
      )}
    </div>
  );
}

function Cards({
  organisation,
  dashboardPath,
}: {
  organisation: OwnOrganisation;
  dashboardPath: string;
}) {
  const helpline = organisation.helpline;
  return (
    <>
      {helpline && (
        <section className="card helpline" aria-labelledby="helpline-heading">
          <div>
            <h2 id="helpline-heading" className="card__title">
              {organisation.name} helpline
            </h2>
            <p className="muted">{helpline.text}</p>
          </div>
          <a href={`tel:${helpline.number.replace(/[^+0-9]/g, '')}`} className="btn btn--primary">
            <PhoneIcon /> Call {helpline.number}
          </a>
        </section>
      )}
      <TotpGate company={organisation.short_code} organisationName={organisation.name}>
        <ul className="card-dashboard" aria-label={`What ${organisation.name} covers`}>
          <li className="card card-dashboard__card">
            <CalendarIcon className="card-dashboard__icon" />
            <h2 className="card__title">Your sessions</h2>
            <p className="muted">Upcoming and past sessions, with join, reschedule and cancel.</p>
            <Link to={dashboardPath} className="card-dashboard__link">
              See your sessions <ArrowRightIcon width={16} height={16} />
            </Link>
          </li>
          {organisation.sponsored_benefits.map((benefit) => (
            <BenefitCard key={benefit.title} benefit={benefit} />
          ))}
        </ul>
      </TotpGate>
    </>
  );
}

function BenefitCard({ benefit }: { benefit: SponsoredBenefit }) {
  const { link } = benefit;
  return (
    <li className="card card-dashboard__card">
      <HeartIcon className="card-dashboard__icon" />
      <h2 className="card__title">{benefit.title}</h2>
      <p className="muted">{benefit.description}</p>
      {link &&
        (link.href.startsWith('/') ? (
          <Link to={link.href} className="card-dashboard__link">
            {link.label} <ArrowRightIcon width={16} height={16} />
          </Link>
        ) : (
          <a href={link.href} className="card-dashboard__link">
            {link.label} <ArrowRightIcon width={16} height={16} />
          </a>
        ))}
    </li>
  );
}
