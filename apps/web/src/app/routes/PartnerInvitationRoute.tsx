import { PartnerInvitationPage } from '../../features/sessions/pages/PartnerInvitationPage';
import { useLinkSignIn } from './use-link-sign-in';

/** /sessions/invitation: the couple partner's emailed link; accepting needs a signed-in person. */
export function PartnerInvitationRoute() {
  const { loading, ...signIn } = useLinkSignIn();
  return loading ? null : <PartnerInvitationPage {...signIn} />;
}
