import {
  formatPrice,
  CONCERN_LABELS,
  LANGUAGE_LABELS,
  providerTypeLabel,
  SESSION_KIND_LABELS,
  type ProviderProfile,
  type SessionKind,
} from '@kaizen/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ProviderAvatar } from '../../../entities/provider/ProviderAvatar';
import { AlertCircleIcon, ArrowLeftIcon, CalendarIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import { nextAvailableText, yearsText } from '../card-facts';
import { ClinicList } from '../components/ClinicList';
import { ProfileTimes } from '../components/ProfileTimes';
import { useProviderProfile } from '../hooks/use-provider-profile';
import { LISTING_PATH } from '../paths';
import { preferredSessionKind } from '../../../entities/provider/session-kind-choice';
import { bookableSessionKinds, type CarePlan } from '../../../entities/provider/care-plan';
import { CarePlanNote, NotCoveredByPlan } from '../../../entities/provider/CarePlanNote';
import { useViewerTimeZone } from '../../../lib/hooks/use-viewer-time-zone';

const BackToListing = () => (
  <Link to={LISTING_PATH} className="back-link">
    <ArrowLeftIcon width={18} height={18} />
    Back to experts
  </Link>
);

/**
 * A provider's profile with fees, clinics and the next 14 days of times (issue 3). A care-first
 * person's plan (SPEC §3 cf configs) narrows the session kinds offered to those it covers.
 */
export function ExpertProfilePage({ plan = null }: { plan?: CarePlan | null }) {
  const { uuid = '' } = useParams();
  const [state, retry] = useProviderProfile(uuid);
  const title =
    state.status === 'ready'
      ? `${state.profile.firstname} ${state.profile.lastname}, ${providerTypeLabel(state.profile.provider_type)}`
      : state.status === 'not-found'
        ? 'Expert not found'
        : 'Expert profile';
  useDocumentMeta({ title });

  if (state.status === 'loading') {
    return (
      <div className="page expert-profile" aria-busy="true">
        <BackToListing />
        <div
          className="card expert-profile__intro expert-profile__intro--loading"
          aria-hidden="true"
        >
          <span className="skeleton skeleton--avatar-lg" />
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
        </div>
        <p className="visually-hidden" role="status">
          Loading the profile…
        </p>
      </div>
    );
  }
  if (state.status === 'not-found') {
    return (
      <div className="page expert-profile">
        <h1 className="visually-hidden">We could not find this expert</h1>
        <div className="card">
          <EmptyState
            icon={<AlertCircleIcon />}
            title="We could not find this expert"
            action={<ButtonLink to={LISTING_PATH}>See other experts</ButtonLink>}
          >
            The link may be old, or this expert may no longer take new sessions. There are many
            others who can help.
          </EmptyState>
        </div>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="page expert-profile">
        <BackToListing />
        <div className="card" role="alert">
          <EmptyState
            icon={<AlertCircleIcon />}
            title="We could not load this profile"
            action={
              <Button onClick={retry} sendsRequest>
                Try again
              </Button>
            }
          >
            {state.messages[0]}
          </EmptyState>
        </div>
      </div>
    );
  }
  return <ProfileDetails profile={state.profile} plan={plan} />;
}

function ProfileDetails({ profile, plan }: { profile: ProviderProfile; plan: CarePlan | null }) {
  const [query, setQuery] = useSearchParams();
  const zone = useViewerTimeZone();
  const sessionKinds = bookableSessionKinds(plan, profile.provider_type, profile.session_kinds);
  const kind = preferredSessionKind({ session_kinds: sessionKinds }, query.get('kind'));
  const name = `${profile.firstname} ${profile.lastname}`;
  // flushSync: the radio the person clicked shows checked at once, not after a deferred render.
  const chooseKind = (next: SessionKind) =>
    setQuery({ kind: next }, { replace: true, preventScrollReset: true, flushSync: true });

  return (
    <div className="page expert-profile">
      <BackToListing />
      <div className="expert-profile__layout">
        <section className="card expert-profile__intro" aria-labelledby="expert-name">
          <ProviderAvatar
            photoUrl={profile.photo_url}
            firstname={profile.firstname}
            lastname={profile.lastname}
            size="lg"
          />
          <div className="expert-profile__who">
            <h1 id="expert-name" className="page__title">
              {name}
            </h1>
            <p className="expert-profile__type">
              {providerTypeLabel(profile.provider_type)} · {yearsText(profile.years_of_experience)}
            </p>
            <p className="expert-profile__languages">
              Speaks {profile.languages.map((code) => LANGUAGE_LABELS[code]).join(', ')}
            </p>
            <p className="expert-profile__next">
              <CalendarIcon width={16} height={16} />
              {profile.earliest_available_datetime ? 'Next available: ' : ''}
              {nextAvailableText(profile, zone)}
            </p>
          </div>
        </section>

        <section className="card expert-profile__times" aria-labelledby="times-heading">
          <h2 id="times-heading" className="card__title">
            <CalendarIcon /> Book a session
          </h2>
          {plan && sessionKinds.length === 0 ? (
            <NotCoveredByPlan
              plan={plan}
              action={<ButtonLink to={LISTING_PATH}>See experts your plan covers</ButtonLink>}
            />
          ) : (
            <>
              {plan && <CarePlanNote plan={plan} />}
              <ProfileTimes
                uuid={profile.uuid}
                kinds={sessionKinds.map((session) => session.kind)}
                kind={kind}
                onKindChange={chooseKind}
              />
            </>
          )}
        </section>

        <section className="card" aria-labelledby="about-heading">
          <h2 id="about-heading" className="card__title">
            About {profile.firstname}
          </h2>
          <p className="expert-profile__bio">{profile.bio}</p>
          {profile.qualifications.length > 0 && (
            <>
              <h3 className="expert-profile__subheading">Qualifications</h3>
              <ul className="expert-profile__qualifications">
                {profile.qualifications.map((qualification) => (
                  <li key={qualification}>{qualification}</li>
                ))}
              </ul>
            </>
          )}
          <h3 className="expert-profile__subheading">Can help with</h3>
          <ul className="chips">
            {profile.concerns.map((topic) => (
              <li key={topic} className="chip">
                {CONCERN_LABELS[topic]}
              </li>
            ))}
          </ul>
        </section>

        {sessionKinds.length > 0 && (
          <section className="card" aria-labelledby="fees-heading">
            <h2 id="fees-heading" className="card__title">
              Fees
            </h2>
            <dl className="details fees">
              {sessionKinds.map((session) => (
                <div key={session.kind} className="details__row fees__row">
                  <dt>
                    {SESSION_KIND_LABELS[session.kind]}
                    <span className="fees__duration">{session.duration_minutes} minutes</span>
                  </dt>
                  <dd>{formatPrice(session.price)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        {profile.clinics.length > 0 &&
          (!plan || sessionKinds.some((session) => session.kind === 'offline')) && (
            <section className="card" aria-labelledby="clinics-heading">
              <h2 id="clinics-heading" className="card__title">
                Where {profile.firstname} sees people in person
              </h2>
              <ClinicList clinics={profile.clinics} />
            </section>
          )}
      </div>
    </div>
  );
}
