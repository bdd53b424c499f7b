import { useLocation } from 'react-router';
import { LOGIN_PATH, SIGN_UP_PATH, withRedirectParam } from '../../features/auth/paths';
import { selectAuth } from '../../features/auth/slice';
import { useAppSelector } from '../store';

/**
 * For pages of emailed links that need a signed-in person: whether one is, and the log-in and
 * sign-up addresses that come back to this very link (SPEC §2 redirectPath).
 */
export function useLinkSignIn() {
  const { user, loading } = useAppSelector(selectAuth);
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  return {
    loading,
    signedIn: user !== null,
    loginHref: withRedirectParam(LOGIN_PATH, back),
    signUpHref: withRedirectParam(SIGN_UP_PATH, back),
  };
}
