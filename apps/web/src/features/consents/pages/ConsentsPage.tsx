import {
  POLICY_LABELS,
  policyPagePath,
  type ConsentEvent,
  type PolicyType,
} from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentMeta } from '../../../lib/document-meta';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { fetchConsents, withdrawConsent } from '../api';
import { WithdrawDialog } from '../components/WithdrawDialog';
import {
  consentsFailed,
  consentsLoading,
  consentsReceived,
  selectConsentRevision,
  selectConsents,
  selectLoadingConsents,
  type ConsentState,
} from '../slice';

const METHOD_TEXT: Record<NonNullable<ConsentEvent['method']>, string> = {
  sign_up: 'when you signed up',
  checkbox: 'by ticking a box',
  modal: 'when we asked about a new version',
  settings: 'on this page',
};

const eventText = (event: ConsentEvent) => {
  const what =
    event.consent_type === 'eighteen_plus'
      ? 'Confirmed you are 18 or older'
      : `${event.action === 'accepted' ? 'Accepted' : 'Withdrew consent to'} the ${POLICY_LABELS[event.consent_type].toLowerCase()}${event.version ? ` (version ${event.version})` : ''}`;
  return event.method && event.action === 'accepted'
    ? `${what} ${METHOD_TEXT[event.method]}`
    : what;
};

/** /user/consents: what the person agreed to, when and how, and withdrawal (SPEC §3 consent). */
export function ConsentsPage() {
  useDocumentMeta({ title: 'Your consents' });
  const dispatch = useDispatch();
  const consents = useSelector((state: { consent: ConsentState }) => selectConsents(state));
  const loading = useSelector((state: { consent: ConsentState }) => selectLoadingConsents(state));
  const [error, setError] = useState<string[] | null>(null);
  const [withdrawing, setWithdrawing] = useState<PolicyType | null>(null);
  const [attempt, setAttempt] = useState(0);
  const revision = useSelector((state: { consent: ConsentState }) => selectConsentRevision(state));

  useEffect(() => {
    const controller = new AbortController();
    dispatch(consentsLoading());
    setError(null);
    fetchConsents(controller.signal).then(
      (next) => dispatch(consentsReceived(next)),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        dispatch(consentsFailed());
        setError(errorMessagesOf(failure));
      },
    );
    return () => controller.abort();
  }, [dispatch, attempt, revision]);

  return (
    <div className="page consents">
      <header className="page__header">
        <h1 className="page__title">Your consents</h1>
        <p className="muted">
          What you have agreed to, and when. You can withdraw your consent at any time.
        </p>
      </header>
      {error ? (
        <LoadError
          className="card"
          title="We could not load your consents"
          messages={error}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : !consents || loading ? (
        <p className="card card--center" role="status">
          Loading…
        </p>
      ) : (
        <>
          {consents.policies.map(({ policy, accepted, accepted_version }) => (
            <section key={policy.type} className="card" aria-labelledby={`consent-${policy.type}`}>
              <div className="card__header">
                <h2 id={`consent-${policy.type}`} className="card__title">
                  {POLICY_LABELS[policy.type]}
                </h2>
                <span className={accepted ? 'badge badge--calm' : 'badge'}>
                  {accepted
                    ? 'Accepted'
                    : accepted_version === null
                      ? 'Withdrawn'
                      : 'New version to accept'}
                </span>
              </div>
              <p className="muted">
                Current version {policy.version}, published {formatDateTime(policy.published_at)}.
                {accepted_version !== null && ` You accepted version ${accepted_version}.`}
              </p>
              <div className="consents__actions">
                <Link to={policyPagePath(policy.type)}>
                  Read the {POLICY_LABELS[policy.type].toLowerCase()}
                </Link>
                {accepted_version !== null && (
                  <Button variant="secondary" onClick={() => setWithdrawing(policy.type)}>
                    Withdraw consent
                  </Button>
                )}
              </div>
            </section>
          ))}
          <section className="card" aria-labelledby="consent-history">
            <h2 id="consent-history" className="card__title">
              History
            </h2>
            {consents.history.length === 0 ? (
              <p className="muted">
                {consents.is_eighteen_plus_checked
                  ? 'You accepted the terms and the privacy policy and confirmed you are 18 or older when you signed up.'
                  : 'Nothing recorded yet.'}
              </p>
            ) : (
              <ol className="consents__history">
                {consents.history.map((event, index) => (
                  <li key={`${event.at}-${index}`}>
                    <span className="consents__when">{formatDateTime(event.at)}</span>{' '}
                    {eventText(event)}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
      {withdrawing && (
        <WithdrawDialog
          type={withdrawing}
          onClose={() => setWithdrawing(null)}
          onConfirm={async () => {
            dispatch(consentsReceived(await withdrawConsent(withdrawing)));
            setWithdrawing(null);
          }}
        />
      )}
    </div>
  );
}
