import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/Button';
import { LinkOutcomeCard } from '../../../components/LinkOutcomeCard';
import { SignInFirstCard, type SignInLinks } from '../../../components/SignInFirstCard';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useLinkAction } from '../../../lib/hooks/use-link-action';
import { acceptPartnerInvitation } from '../api';

/**
 * /sessions/invitation?invitation= (issue 8 case 3): the partner of a couple session accepts the
 * emailed invitation while signed in; the session then shows among their upcoming sessions.
 */
export function PartnerInvitationPage({ signedIn, loginHref, signUpHref }: SignInLinks) {
  useDocumentMeta({ title: 'Your couple session invitation' });
  const [params] = useSearchParams();
  const invitation = params.get('invitation') ?? '';
  const accept = useCallback(async () => {
    const accepted = await acceptPartnerInvitation(invitation);
    return `You have joined the couple session on ${formatDateTime(accepted.starts_at)}.`;
  }, [invitation]);
  const outcome = useLinkAction(signedIn ? accept : null);

  return (
    <div className="page link-page">
      <h1 className="page__title">Couple session invitation</h1>
      {!signedIn && (
        <SignInFirstCard loginHref={loginHref} signUpHref={signUpHref}>
          Your partner booked a couple session and invited you. Log in, or create an account if you
          are new; you come back here to accept.
        </SignInFirstCard>
      )}
      <LinkOutcomeCard outcome={outcome} working="Accepting the invitation…">
        <ButtonLink to="/" variant={outcome.state === 'done' ? 'primary' : 'secondary'}>
          {outcome.state === 'done' ? 'See it in your sessions' : 'Back to Kaizen'}
        </ButtonLink>
      </LinkOutcomeCard>
    </div>
  );
}
