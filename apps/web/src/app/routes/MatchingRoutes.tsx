import { MATCHING_EXPERIMENT } from '@kaizen/contracts';
import { Navigate, useParams } from 'react-router';
import { LOGIN_PATH, SIGN_UP_PATH, withRedirectParam } from '../../features/auth/paths';
import { selectAuth } from '../../features/auth/slice';
import { useExperiment } from '../../features/experiments/use-experiment';
import { QuestionnairePage } from '../../features/matching/pages/QuestionnairePage';
import { ResultsPage } from '../../features/matching/pages/ResultsPage';
import {
  questionnairePath,
  questionnaireTypeFrom,
  resultsPath,
  type QuestionnaireType,
} from '../../features/matching/paths';
import { useAppSelector } from '../store';
import { NotFoundRoute } from './NotFoundRoute';

// The matching questionnaire is open to visitors; its results ask them to sign in first, and
// come back here after (SPEC §2 redirectPath). Aliases in the address (therapist) are replaced
// by the type they name.

function useQuestionnaireType() {
  const { type } = useParams();
  const resolved = questionnaireTypeFrom(type);
  return { resolved, canonical: resolved !== null && resolved === type };
}

export function QuestionnaireRoute() {
  const { resolved, canonical } = useQuestionnaireType();
  if (!resolved) return <NotFoundRoute />;
  if (!canonical) return <Navigate to={questionnairePath(resolved)} replace />;
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
  const { resolved, canonical } = useQuestionnaireType();
  const { user, loading } = useAppSelector(selectAuth);
  if (!resolved) return <NotFoundRoute />;
  const here = resultsPath(resolved);
  if (!canonical) return <Navigate to={here} replace />;
  if (loading) return null;
  return (
    <ResultsInExperiment key={resolved} type={resolved} signedIn={user !== null} here={here} />
  );
}
