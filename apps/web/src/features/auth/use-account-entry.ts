import type { User } from '@kaizen/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { useServerErrors } from '../../lib/hooks/use-server-errors';
import { ClinicianRefusedError } from './clinician';
import { loadAuthRuntime } from './load-runtime';
import { REDIRECT_PARAM } from './paths';
import { selectUser } from './slice';
import { useAuthDispatch, useAuthSelector, type AuthThunk } from './thunk';

// A refused clinician has had the toast and been logged out (login.ts): nothing more to show.
const isShown = (error: unknown) => !(error instanceof ClinicianRefusedError);

/**
 * What the log-in and sign-up screens share: the redirectPath to honour (SPEC §2), whether someone
 * is already signed in, and a submit that signs in and moves on. postLoginPath comes from the auth
 * runtime so the log-in screen stays within its JavaScript budget (issue 2).
 */
export function useAccountEntry() {
  const [searchParams] = useSearchParams();
  const redirectPath = searchParams.get(REDIRECT_PARAM);
  const user = useAuthSelector(selectUser);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const { serverErrors, submitting } = useServerErrors(isShown);

  const enterWith = <T>(signIn: (values: T) => AuthThunk<Promise<User>>) =>
    submitting(async (values: T) => {
      const signedIn = await dispatch(signIn(values));
      const { postLoginPath } = await loadAuthRuntime();
      navigate(postLoginPath(signedIn, redirectPath), { replace: true });
    });

  return { redirectPath, user, serverErrors, enterWith };
}
