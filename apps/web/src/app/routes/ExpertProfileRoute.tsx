import { ExpertProfilePage } from '../../features/providers/pages/ExpertProfilePage';
import { useCarePlan } from '../use-care-plan';

/** An expert's profile: public; a care-first person sees the session kinds their plan covers. */
export function ExpertProfileRoute() {
  return <ExpertProfilePage plan={useCarePlan()} />;
}
