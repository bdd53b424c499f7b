import { OrgJoinPage } from '../../features/organisation/pages/OrgJoinPage';
import { useLinkSignIn } from './use-link-sign-in';

/** /org/join: public (a work-address link needs no session); an invitation asks to sign in first. */
export function OrgJoinRoute() {
  const { loading, ...signIn } = useLinkSignIn();
  return loading ? null : <OrgJoinPage {...signIn} />;
}
