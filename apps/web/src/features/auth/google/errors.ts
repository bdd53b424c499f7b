import { googleLoginErrorMessage } from '@kaizen/contracts';
import { RequestError } from '../../../lib/http/request-error';

/**
 * SPEC §8 Google sign-in failure: the first entry of the server's errors list, else 'Google login
 * failed, please contact the support team for more details' (googleLoginErrorMessage). The list
 * is read by hand (no schema): the button's chunk loads with the log-in screen, which has no room
 * for Zod (issue 14).
 */
export function googleSignInFailureMessage(error: unknown): string {
  const body = error instanceof RequestError && error.kind === 'http' ? error.body : undefined;
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  const list = Array.isArray(errors) ? errors.filter((item) => typeof item === 'string') : [];
  return googleLoginErrorMessage(list);
}
