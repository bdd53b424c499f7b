import {
  emailSchema,
  GOOGLE_EMAIL_UNVERIFIED_MESSAGE,
  GOOGLE_LOGIN_FAILED_MESSAGE,
  personNameSchema,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { HttpError, unauthorized, unprocessable } from '../../lib/http-errors';
import {
  admitToPlatform,
  createAccountWithoutPassword,
  findAccountBy,
  takenField,
  type PlatformRule,
  type SignedIn,
} from '../auth/service';
import {
  GoogleKeysUnavailableError,
  type GoogleIdentity,
  type GoogleTokenVerifier,
} from './verify';

// Google sign-in and one-tap (issue 15, SPEC §7). Google vouches for an email address; Kaizen
// trusts it only when Google says it verified the address (email_verified), and then treats the
// person as the owner of the Kaizen account with that email, or creates one (no password: they
// sign in with Google or a code, or set one with "Forgot password"; the terms are still to accept
// in the app, as for a partner's member). A Google sign-in is a device session like any other.

export { createGoogleVerifier } from './verify';
export { googleSettings, type GoogleSettings } from './settings';

export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Google sign-in is not available right now. Please try again, or sign in with a code.';
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not set up on this server.';

const valid = (schema: ReturnType<typeof personNameSchema>, value: string | null) =>
  value === null ? null : (schema.safeParse(value).data ?? null);

/** The new account's names from Google's profile, within the sign-up rules. */
function namesOf(identity: GoogleIdentity) {
  const [firstOfName, ...restOfName] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const first = personNameSchema('First name');
  const last = personNameSchema('Last name');
  return {
    // A profile whose names break the rules still signs in; the person edits them in the profile.
    firstname: valid(first, identity.givenName) ?? valid(first, firstOfName ?? null) ?? 'Kaizen',
    lastname: valid(last, identity.familyName) ?? valid(last, restOfName.join(' ') || null) ?? '',
  };
}

async function accountFor(db: Database, identity: GoogleIdentity, now: Date) {
  const email = emailSchema.safeParse(identity.email);
  if (!email.success) throw unauthorized(GOOGLE_LOGIN_FAILED_MESSAGE);
  const existing = await findAccountBy(db, 'email', email.data);
  if (existing) return existing;
  try {
    const created = await createAccountWithoutPassword(
      db,
      { ...namesOf(identity), email: email.data, mobile: null },
      now,
    );
    return { ...created, usertype: 'patient' };
  } catch (error) {
    // Two first sign-ins at once: the unique index let one create the account; use it.
    if (takenField(error) !== 'email') throw error;
    const raced = await findAccountBy(db, 'email', email.data);
    if (!raced) throw error;
    return raced;
  }
}

/**
 * POST customers/authenticate/google: 401 for any token that is not a valid Google ID token for
 * this client id, 422 when Google has not verified the address, 503 when Google's keys cannot be
 * fetched; otherwise the account's new device session.
 */
export async function signInWithGoogle(
  db: Database,
  verify: GoogleTokenVerifier,
  credential: string,
  platform: PlatformRule,
  now: Date,
): Promise<SignedIn> {
  let identity: GoogleIdentity | null;
  try {
    identity = await verify(credential, now);
  } catch (error) {
    if (error instanceof GoogleKeysUnavailableError) {
      throw new HttpError(503, [GOOGLE_UNAVAILABLE_MESSAGE]);
    }
    throw error;
  }
  if (!identity) throw unauthorized(GOOGLE_LOGIN_FAILED_MESSAGE);
  if (!identity.emailVerified) throw unprocessable(GOOGLE_EMAIL_UNVERIFIED_MESSAGE);
  const account = await accountFor(db, identity, now);
  return admitToPlatform(db, account, platform, now);
}
