import { selectAppVisibility } from '../../features/app-config/slice';
import { ExpertListingPage } from '../../features/providers/pages/ExpertListingPage';
import { TherapyPsychiatryLanding } from '../../features/providers/pages/TherapyPsychiatryLanding';
import { useAppSelector } from '../store';
import { useCarePlan } from '../use-care-plan';

// The expert directory is public: visitors browse it signed out with the SPEC §3 default kinds of
// care. Signed-in people get the kinds their app visibility offers, which start-up loads into the
// appConfig state area (app/start-up/signed-in.ts; the call needs a session), and care-first
// people the kinds their plan covers.

export function ExpertsLandingRoute() {
  return (
    <TherapyPsychiatryLanding
      visibility={useAppSelector(selectAppVisibility)}
      plan={useCarePlan()}
    />
  );
}

export function ExpertListingRoute() {
  return (
    <ExpertListingPage visibility={useAppSelector(selectAppVisibility)} plan={useCarePlan()} />
  );
}
