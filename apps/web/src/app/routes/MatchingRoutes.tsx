import { Navigate, useParams } from 'react-router';
import { LOGIN_PATH, SIGN_UP_PATH, withRedirectParam } from '../../features/auth/paths';
import { selectAuth } from '../../features/auth/slice';
import { QuestionnairePage } from '../../features/matching/pages/QuestionnairePage';
import { ResultsPage } from '../../features/matching/pages/ResultsPage';
import {
  questionnairePath,
  questionnaireTypeFrom,
  resultsPath,
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

export function MatchResultsRoute() {
  const { resolved, canonical } = useQuestionnaireType();
  const { user, loading } = useAppSelector(selectAuth);
  if (!resolved) return <NotFoundRoute />;
  const here = resultsPath(resolved);
  if (!canonical) return <Navigate to={here} replace />;
  if (loading) return null;
  return (
    <ResultsPage
      key={resolved}
      type={resolved}
      signedIn={user !== null}
      accountLinks={{
        logIn: withRedirectParam(LOGIN_PATH, here),
        signUp: withRedirectParam(SIGN_UP_PATH, here),
      }}
    />
  );
}
