import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LinkOutcomeCard } from '../../../components/LinkOutcomeCard';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useLinkAction } from '../../../lib/hooks/use-link-action';
import { confirmEmailChange } from '../api';

/**
 * The link emailed to a new address (issue 8 case 3), `?confirmation=` (SPEC §2 gives `token`
 * to start-up sign-in). Opening it confirms the change, signed in or not, on any device: the link
 * itself proves the mailbox. It works once.
 */
export function ConfirmEmailPage() {
  useDocumentMeta({ title: 'Confirm your email' });
  const [params] = useSearchParams();
  const token = params.get('confirmation') ?? '';
  const outcome = useLinkAction(useCallback(() => confirmEmailChange(token), [token]));
  return (
    <div className="page link-page">
      <h1 className="page__title">Confirm your email</h1>
      <LinkOutcomeCard outcome={outcome} working="Confirming your new email address…">
        <p className="muted">
          {outcome.state === 'done'
            ? 'Use it the next time you sign in. We told your previous address about the change.'
            : 'Nothing was changed. You can ask for a new link by changing your email again.'}
        </p>
        {/* A full load, so that a signed-in app reads the account afresh. */}
        <a className="btn btn--primary" href="/user">
          Go to your profile
        </a>
      </LinkOutcomeCard>
    </div>
  );
}
