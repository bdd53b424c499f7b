import { providerTypeLabel } from '@kaizen/contracts';
import { Navigate } from 'react-router';
import { ButtonLink, Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon, UserIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { MatchList } from '../components/MatchList';
import { readLocalResponse } from '../local-store';
import { FIND_EXPERT_PATH, questionnairePath, type QuestionnaireType } from '../paths';
import { relaxSuggestions } from '../relax';
import { useMatchingResults } from '../use-matching-results';

interface AccountLinks {
  /** Log-in and sign-up pages that come back to these results (SPEC §2 redirectPath). */
  logIn: string;
  signUp: string;
}

/** Ranked matches for the answers (issue 3); a visitor is asked to sign in to see them. */
export function ResultsPage({
  type,
  signedIn,
  accountLinks,
  firstShown,
}: {
  type: QuestionnaireType;
  signedIn: boolean;
  accountLinks: AccountLinks;
  /** Cards shown before "Show more" (the app sets it from matching_experiment_24). */
  firstShown?: number;
}) {
  const expert = providerTypeLabel(type).toLowerCase();
  useDocumentMeta({ title: `Your ${expert} matches` });
  const { state, retry } = useMatchingResults(type, signedIn);
  const changeAnswers = questionnairePath(type);

  if (!signedIn) {
    if (!readLocalResponse(type)) return <Navigate to={changeAnswers} replace />;
    return (
      <div className="page match">
        <section className="card match-signin" aria-labelledby="match-signin-title">
          <h1 id="match-signin-title" className="page__title">
            Your answers are saved
          </h1>
          <p>
            Create a free account or log in to see the {expert}s who fit them. Your answers come
            with you, so there is nothing to fill in again.
          </p>
          <div className="match-signin__actions">
            <ButtonLink to={accountLinks.signUp}>Create an account</ButtonLink>
            <ButtonLink to={accountLinks.logIn} variant="secondary">
              Log in
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  if (state.status === 'ready' && !state.answers) return <Navigate to={changeAnswers} replace />;
  const suggestions =
    state.status === 'ready' && state.answers ? relaxSuggestions(state.answers) : [];

  return (
    <div className="page match-results">
      <header className="page__header match-results__header">
        <div>
          <h1 className="page__title">Your {expert} matches</h1>
          <p className="match-results__lede">
            Ranked for your answers. Open a profile to read more and pick a time.
          </p>
        </div>
        <ButtonLink to={changeAnswers} variant="secondary">
          Change answers
        </ButtonLink>
      </header>
      {state.status === 'loading' && (
        <div className="card card--center" role="status">
          <Spinner /> Finding the experts who fit your answers…
        </div>
      )}
      {state.status === 'failed' && (
        <div className="card" role="alert">
          <EmptyState
            icon={<AlertCircleIcon />}
            title={state.message}
            action={
              <Button onClick={retry} sendsRequest>
                Try again
              </Button>
            }
          >
            Your answers are safe on this device.
          </EmptyState>
        </div>
      )}
      {state.status === 'ready' && state.answers && state.matches.length === 0 && (
        <div className="card">
          <EmptyState
            icon={<UserIcon />}
            title={`No ${expert} fits every answer yet`}
            action={
              <>
                {suggestions.length > 0 && (
                  <ul className="match-results__relax">
                    {suggestions.map((suggestion) => (
                      <li key={suggestion}>{suggestion}</li>
                    ))}
                  </ul>
                )}
                <div className="match-results__empty-actions">
                  <ButtonLink to={changeAnswers}>Change answers</ButtonLink>
                  <ButtonLink to={FIND_EXPERT_PATH} variant="secondary">
                    Browse all experts
                  </ButtonLink>
                </div>
              </>
            }
          >
            A small change often brings good people into view.
          </EmptyState>
        </div>
      )}
      {state.status === 'ready' && state.matches.length > 0 && (
        <MatchList matches={state.matches} firstShown={firstShown} />
      )}
    </div>
  );
}
