import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { confirmEmailChange } from '../api';

type Outcome = { state: 'working' } | { state: 'done' | 'failed'; messages: string[] };

/**
 * The link emailed to a new address (issue 8 case 3), `?confirmation=` (SPEC §2 gives `token`
 * to start-up sign-in). Opening it confirms the change, signed in
 * or not, on any device: the link itself proves the mailbox. It works once.
 */
export function ConfirmEmailPage() {
  useDocumentMeta({ title: 'Confirm your email' });
  const [params] = useSearchParams();
  const token = params.get('confirmation') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  // One request per visit: a second call (React's development double effect) would find the
  // link already used.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmailChange(token).then(
      (message) => setOutcome({ state: 'done', messages: [message] }),
      (error: unknown) => setOutcome({ state: 'failed', messages: errorMessagesOf(error) }),
    );
  }, [token]);

  return (
    <div className="page confirm-change">
      <h1 className="page__title">Confirm your email</h1>
      {outcome.state === 'working' ? (
        <p role="status" className="confirm-change__working">
          <Spinner /> Confirming your new email address…
        </p>
      ) : (
        <section className="card">
          <FormAlert
            tone={outcome.state === 'done' ? 'success' : 'error'}
            messages={outcome.messages}
          />
          <p className="muted">
            {outcome.state === 'done'
              ? 'Use it the next time you sign in. We told your previous address about the change.'
              : 'Nothing was changed. You can ask for a new link by changing your email again.'}
          </p>
          {/* A full load, so that a signed-in app reads the account afresh. */}
          <a className="btn btn--primary confirm-change__action" href="/user">
            Go to your profile
          </a>
        </section>
      )}
    </div>
  );
}
