import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { GOOGLE_ONE_TAP_ERROR_MESSAGE } from '@kaizen/contracts';
import { notify } from '../../../lib/toast';
import { ClinicianRefusedError } from '../clinician';
import { loadAuthRuntime } from '../load-runtime';
import { googleLogIn } from '../login';
import { REDIRECT_PARAM } from '../paths';
import { useAuthDispatch } from '../thunk';
import { googleSignInFailureMessage } from './errors';
import type { GoogleCredentialResponse } from './gis';

type GoogleSource = 'button' | 'one_tap';

/**
 * What to do with the ID token Google hands over: sign in with it, then go where a sign-in goes
 * (the button: the page's redirectPath; one-tap: the page the person is on). Failures are toasts
 * (SPEC §8): one-tap's says 'Google Authentication failed!'; the button's the server's first
 * error, else the SPEC's default. A refused clinician has had their own toast already.
 * Google keeps the callback it was given first, so the returned function reads the latest page.
 */
export function useGoogleCredential(source: GoogleSource) {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const latest = useRef({ location, redirectPath: searchParams.get(REDIRECT_PARAM) });
  useEffect(() => {
    latest.current = { location, redirectPath: searchParams.get(REDIRECT_PARAM) };
  });

  return useRef(async (response: GoogleCredentialResponse) => {
    try {
      const user = await dispatch(
        googleLogIn({
          credential: response.credential,
          select_by: response.select_by,
          client_id: response.clientId,
          provider: 'google',
          source,
        }),
      );
      const { location: here, redirectPath } = latest.current;
      const back = source === 'button' ? redirectPath : `${here.pathname}${here.search}`;
      navigate((await loadAuthRuntime()).postLoginPath(user, back), { replace: true });
    } catch (error) {
      if (error instanceof ClinicianRefusedError) return;
      notify.error(
        source === 'one_tap' ? GOOGLE_ONE_TAP_ERROR_MESSAGE : googleSignInFailureMessage(error),
      );
    }
  }).current;
}
