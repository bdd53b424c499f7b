import { selectUser } from '../../features/auth/slice';
import { ExpertListingPage } from '../../features/providers/pages/ExpertListingPage';
import { TherapyPsychiatryLanding } from '../../features/providers/pages/TherapyPsychiatryLanding';
import { useAppSelector } from '../store';

// The expert directory is public: visitors browse it signed out. Signed-in people also get the
// kinds of care their app visibility offers (the call needs a session).

export function ExpertsLandingRoute() {
  const signedIn = useAppSelector(selectUser) !== null;
  return <TherapyPsychiatryLanding signedIn={signedIn} />;
}

export function ExpertListingRoute() {
  const signedIn = useAppSelector(selectUser) !== null;
  return <ExpertListingPage signedIn={signedIn} />;
}
