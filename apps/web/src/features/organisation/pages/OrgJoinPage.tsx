import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LinkOutcomeCard } from '../../../components/LinkOutcomeCard';
import { SignInFirstCard, type SignInLinks } from '../../../components/SignInFirstCard';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useLinkAction } from '../../../lib/hooks/use-link-action';
import { acceptOrganisationInvitation, confirmMembershipEmail } from '../api';

const welcome = (organisation: string) => `You are now a member of ${organisation}.`;

/**
 * /org/join (issue 8 case 5): `?invitation=` (an organisation's invitation link, accepted by the
 * signed-in user) or `?confirmation=` (the link sent to a work address; works without a session).
 */
export function OrgJoinPage({ signedIn, loginHref, signUpHref }: SignInLinks) {
  useDocumentMeta({ title: 'Join your organisation' });
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  const confirmation = params.get('confirmation') ?? '';
  const waitsForSignIn = invitation !== null && !signedIn;
  const join = useCallback(
    async () =>
      welcome(
        invitation !== null
          ? await acceptOrganisationInvitation(invitation)
          : await confirmMembershipEmail(confirmation),
      ),
    [invitation, confirmation],
  );
  const outcome = useLinkAction(waitsForSignIn ? null : join);

  return (
    <div className="page link-page">
      <h1 className="page__title">Join your organisation</h1>
      {waitsForSignIn && (
        <SignInFirstCard loginHref={loginHref} signUpHref={signUpHref}>
          Your organisation invites you to the care it sponsors on Kaizen. Log in, or create an
          account if you are new; you come back here to accept.
        </SignInFirstCard>
      )}
      <LinkOutcomeCard outcome={outcome} working="Checking your link…">
        {outcome.state === 'done' ? (
          // A full load, so that the app reads the account (now a member) afresh.
          <a className="btn btn--primary" href="/org/dashboard">
            See what your organisation offers you
          </a>
        ) : (
          <a className="btn btn--secondary" href="/">
            Back to Kaizen
          </a>
        )}
      </LinkOutcomeCard>
    </div>
  );
}
