import {
  emailSchema,
  GOOGLE_EMAIL_UNVERIFIED_MESSAGE,
  GOOGLE_LOGIN_FAILED_MESSAGE,
  personNameSchema,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { conflict, HttpError, unauthorized, unprocessable } from '../../lib/http-errors';
import {
  admitToPlatform,
  createAccountWithoutPassword,
  findAccountBy,
  findAccountById,
  takenField,
  type PlatformRule,
  type SignedIn,
} from '../auth/service';
import { claimTokenUse, linkedUserId, linkGoogleAccount } from './links';
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
// The first Google sign-in links Google's `sub` to the account; from then on the account is found
// by `sub` (an email changed at Google keeps its account, and the old address, if Google hands
// it to someone else, does not open it). Each ID token signs in once.

export { createGoogleVerifier } from './verify';
export { googleSettings } from './settings';
export { googlePersonalData } from './links';

export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Google sign-in is not available right now. Please try again, or sign in with a code.';
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not set up on this server.';
export const GOOGLE_TOKEN_REUSED_MESSAGE =
  'This Google sign-in was already used. Please choose your Google account again.';
export const GOOGLE_OTHER_ACCOUNT_LINKED_MESSAGE =
  'The Kaizen account with this email is linked to a different Google account. ' +
  'Sign in with that Google account, or with a code sent to your email.';

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

/** The account of a verified email: its own, or a new one (two first sign-ins: one creates it). */
async function accountByEmail(db: Database, email: string, identity: GoogleIdentity, now: Date) {
  const existing = await findAccountBy(db, 'email', email);
  if (existing) return existing;
  try {
    const created = await createAccountWithoutPassword(
      db,
      { ...namesOf(identity), email, mobile: null },
      now,
    );
    return { ...created, usertype: 'patient' };
  } catch (error) {
    if (takenField(error) !== 'email') throw error;
    const raced = await findAccountBy(db, 'email', email);
    if (!raced) throw error;
    return raced;
  }
}

async function accountFor(db: Database, identity: GoogleIdentity, now: Date) {
  const linked = await linkedUserId(db, identity.subject);
  const linkedAccount = linked === null ? undefined : await findAccountById(db, linked);
  if (linkedAccount) return linkedAccount;

  const email = emailSchema.safeParse(identity.email);
  if (!email.success) throw unauthorized(GOOGLE_LOGIN_FAILED_MESSAGE);
  const account = await accountByEmail(db, email.data, identity, now);
  // Linked to another Google account (or another sign-in linked one first): not this person's.
  if (!(await linkGoogleAccount(db, identity.subject, account.id, now))) {
    throw conflict(GOOGLE_OTHER_ACCOUNT_LINKED_MESSAGE);
  }
  return account;
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
  if (!(await claimTokenUse(db, credential, identity.expiresAt, now))) {
    throw unauthorized(GOOGLE_TOKEN_REUSED_MESSAGE);
  }
  const account = await accountFor(db, identity, now);
  return admitToPlatform(db, account, platform, now);
}
