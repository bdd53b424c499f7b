import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { START_PASSED_MESSAGE, type Booking, type ProviderProfile } from '@kaizen/contracts';
import { ArrowLeftIcon } from '../../../components/icons';
import {
  bookingSearch,
  needsDetails,
  nextStep,
  parseBookingQuery,
  reachableStep,
  type BookingChoice,
  type BookingStep,
} from '../booking-query';
import { bookingRequest } from '../booking-request';
import { useBookableTimes } from '../hooks/use-bookable-times';
import { keepPartnerEmail, readPartnerEmail } from '../partner-email';
import { EXPERTS_PATH, expertProfilePath } from '../paths';
import { ChooseTimeStep } from './ChooseTimeStep';
import { DetailsStep, type DetailsFieldError } from './DetailsStep';
import { ReviewStep } from './ReviewStep';
import { StepProgress } from './StepProgress';
import { preferredSessionKind } from '../../../entities/provider/session-kind-choice';
import type { CarePlan } from '../../../entities/provider/care-plan';
import { CarePlanNote, NotCoveredByPlan } from '../../../entities/provider/CarePlanNote';
import { ButtonLink } from '../../../components/Button';

/** What a step hands to the one it sends the person to (history state: gone on reload). */
interface StepState {
  notice?: string;
  fieldError?: DetailsFieldError;
}

/**
 * Steps 1–3 for one expert. The address holds the step and choices; each step is a history entry.
 * `profile.session_kinds` are the kinds this person may book (a care plan may have narrowed them).
 */
export function BookingFlow({
  profile,
  plan = null,
}: {
  profile: ProviderProfile;
  plan?: CarePlan | null;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = parseBookingQuery(params);
  const kind = preferredSessionKind(profile, query.kind);
  const clinic = profile.clinics.find((each) => each.id === query.clinicId) ?? null;
  const choice: BookingChoice = { kind, start: query.start, clinicId: clinic?.id ?? null };
  const [partnerEmail, setPartnerEmail] = useState(() => readPartnerEmail(profile.uuid));
  const stepState = (location.state ?? {}) as StepState;
  const name = `${profile.firstname} ${profile.lastname}`;

  const go = (next: BookingChoice, step: BookingStep, state?: StepState) =>
    navigate({ search: bookingSearch(next, step) }, { state });
  // A choice on the same step replaces the entry; flushSync so the radio the person clicked is
  // never shown unchecked for a moment while the address updates.
  const change = (next: BookingChoice) =>
    navigate(
      { search: bookingSearch(next, query.step) },
      { replace: true, preventScrollReset: true, flushSync: true },
    );

  const reachable = reachableStep(choice, partnerEmail);
  let step: BookingStep = Math.min(query.step, reachable) as BookingStep;
  if (step === 2 && !needsDetails(kind)) step = reachable === 3 ? 3 : 1;
  // Asked for on every visit to step 1 (never cached: others book meanwhile).
  const [times, reloadTimes] = useBookableTimes(profile.uuid, step === 1 ? kind : null);
  const stepCard = useStepFocus(step);
  // An old link's time has passed: never on to review and Pay; pick another, told why.
  if (choice.start && Date.parse(choice.start) <= Date.now()) {
    return (
      <Navigate
        replace
        to={{ search: bookingSearch({ ...choice, start: null }, 1) }}
        state={{ notice: START_PASSED_MESSAGE } satisfies StepState}
      />
    );
  }
  if (step !== query.step || kind !== query.kind) {
    return <Navigate replace to={{ search: bookingSearch(choice, step) }} />;
  }
  if (!kind) {
    return (
      <div className="page booking">
        <h1 className="page__title">Book a session with {name}</h1>
        {plan ? (
          <div className="card">
            <NotCoveredByPlan
              plan={plan}
              action={<ButtonLink to={EXPERTS_PATH}>See experts your plan covers</ButtonLink>}
            />
          </div>
        ) : (
          <p className="card">This expert has no sessions to book at the moment.</p>
        )}
      </div>
    );
  }

  const sessionKind = profile.session_kinds.find((each) => each.kind === kind);
  const request = choice.start
    ? bookingRequest(
        profile.uuid,
        { kind, start: choice.start, clinicId: choice.clinicId },
        partnerEmail,
      )
    : undefined;

  const timeGone = (message: string) =>
    navigate(
      { search: bookingSearch({ ...choice, start: null }, 1) },
      { replace: true, state: { notice: message } },
    );
  const backToDetails = (fieldError: DetailsFieldError) =>
    navigate({ search: bookingSearch(choice, 2) }, { replace: true, state: { fieldError } });
  const settled = (booking: Booking) =>
    navigate({ search: `?step=4&booking_id=${encodeURIComponent(booking.id)}` }, { replace: true });

  return (
    <div className="page booking">
      <Link to={expertProfilePath(profile.uuid)} className="back-link">
        <ArrowLeftIcon width={18} height={18} />
        {profile.firstname}&rsquo;s profile
      </Link>
      <h1 className="page__title">Book a session with {name}</h1>
      <StepProgress step={step} withDetails={needsDetails(kind)} />
      <div className="card booking__card" ref={stepCard} tabIndex={-1}>
        {step === 1 && plan && <CarePlanNote plan={plan} />}
        {step === 1 && (
          <ChooseTimeStep
            profile={profile}
            kind={kind}
            start={choice.start}
            times={times}
            reloadTimes={reloadTimes}
            notice={stepState.notice ?? null}
            onKindChange={(next) => change({ ...choice, kind: next, start: null })}
            onTimeChange={(start) => change({ ...choice, start })}
            onContinue={() => go(choice, nextStep(1, kind))}
          />
        )}
        {step === 2 && (
          <DetailsStep
            kind={kind}
            clinics={profile.clinics}
            clinicId={choice.clinicId}
            partnerEmail={partnerEmail}
            fieldError={stepState.fieldError ?? null}
            onClinicChange={(clinicId) => change({ ...choice, clinicId })}
            onContinue={(details) => {
              if (details.partnerEmail) {
                keepPartnerEmail(profile.uuid, details.partnerEmail);
                setPartnerEmail(details.partnerEmail);
              }
              void go(choice, 3);
            }}
          />
        )}
        {step === 3 && request && sessionKind && choice.start && (
          <ReviewStep
            facts={{
              provider: profile,
              kind,
              start: choice.start,
              durationMinutes: sessionKind.duration_minutes,
              clinic: kind === 'offline' ? clinic : null,
              partnerEmail: kind === 'couple' ? partnerEmail : null,
              price: sessionKind.price,
            }}
            request={request}
            onTimeGone={timeGone}
            onFieldError={backToDetails}
            onSettled={settled}
          />
        )}
      </div>
    </div>
  );
}

/**
 * When the step changes (Continue, browser back or forward), focus moves to the new step's card,
 * so keyboard and screen-reader users start reading the new step instead of staying on a button
 * that is gone. Not on the first render: the page's own start is the right place then.
 */
function useStepFocus(step: BookingStep) {
  const card = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // A step may already have put focus on a field (the one the server refused): keep it there.
    if (card.current?.contains(document.activeElement)) return;
    card.current?.focus();
  }, [step]);
  return card;
}
