import { MATCHING_EXPERIMENT } from '@kaizen/contracts';
import { Navigate, useParams } from 'react-router';
import { LOGIN_PATH, SIGN_UP_PATH, withRedirectParam } from '../../features/auth/paths';
import { selectAuth } from '../../features/auth/slice';
import { useExperiment } from '../../features/experiments/use-experiment';
import { QuestionnairePage } from '../../features/matching/pages/QuestionnairePage';
import { ResultsPage } from '../../features/matching/pages/ResultsPage';
import { planTypeWord } from '../../entities/provider/care-plan';
import {
  FIND_EXPERT_PATH,
  questionnairePath,
  questionnaireTypeFrom,
  resultsPath,
  type QuestionnaireType,
} from '../../features/matching/paths';
import { useAppSelector } from '../store';
import { useCarePlan } from '../use-care-plan';
import { NotFoundRoute } from './NotFoundRoute';
import { NotInCarePlanPage } from './NotInCarePlanPage';

// The matching questionnaire is open to visitors; its results ask them to sign in first, and
// come back here after (SPEC §2 redirectPath). Aliases in the address (therapist) are replaced
// by the type they name.

function useQuestionnaireType() {
  const { type } = useParams();
  const resolved = questionnaireTypeFrom(type);
  // A care-first person is matched only with the kinds of care their plan covers (SPEC §3).
  const plan = useCarePlan();
  const notInPlan = plan && resolved && planTypeWord(plan, resolved) === null ? plan : null;
  return { resolved, canonical: resolved !== null && resolved === type, notInPlan };
}

export function QuestionnaireRoute() {
  const { resolved, canonical, notInPlan } = useQuestionnaireType();
  if (!resolved) return <NotFoundRoute />;
  if (!canonical) return <Navigate to={questionnairePath(resolved)} replace />;
  if (notInPlan) return <NotInCarePlanPage plan={notInPlan} findExpertPath={FIND_EXPERT_PATH} />;
  return <QuestionnairePage key={resolved} type={resolved} />;
}

/** matching_experiment_24's top_three variant shows the three best matches before "Show more". */
const TOP_THREE_SHOWN = 3;

/**
 * The results in the person's matching_experiment_24 variant (SPEC §3, §4). They wait for the
 * variant no longer than the SPEC §9 redirect delay, then show the usual list until it is known.
 */
function ResultsInExperiment({
  type,
  signedIn,
  here,
}: {
  type: QuestionnaireType;
  signedIn: boolean;
  here: string;
}) {
  const { variant, settled } = useExperiment(MATCHING_EXPERIMENT, { signedIn });
  if (!settled) return null;
  return (
    <ResultsPage
      key={type}
      type={type}
      signedIn={signedIn}
      firstShown={variant === 'top_three' ? TOP_THREE_SHOWN : undefined}
      accountLinks={{
        logIn: withRedirectParam(LOGIN_PATH, here),
        signUp: withRedirectParam(SIGN_UP_PATH, here),
      }}
    />
  );
}

export function MatchResultsRoute() {
  const { resolved, canonical, notInPlan } = useQuestionnaireType();
  const { user, loading } = useAppSelector(selectAuth);
  if (!resolved) return <NotFoundRoute />;
  const here = resultsPath(resolved);
  if (!canonical) return <Navigate to={here} replace />;
  if (notInPlan) return <NotInCarePlanPage plan={notInPlan} findExpertPath={FIND_EXPERT_PATH} />;
  if (loading) return null;
  return (
    <ResultsInExperiment key={resolved} type={resolved} signedIn={user !== null} here={here} />
  );
}
