import {
  emailSchema,
  personNameSchema,
  phoneSchema,
  PARTNER_ACCOUNT_EXISTS_MESSAGE,
  PARTNER_TOKEN_INVALID_MESSAGE,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { conflict, unprocessable } from '../../lib/http-errors';
import {
  createAccountWithoutPassword,
  emailCreatePasswordLink,
  findAccountBy,
  findAccountById,
  startSignedInSession,
} from '../auth/service';
import { grantMembership } from '../organisations/service';
import { acceptToken, invalid } from './accept-token';
import { findIdentity, linkIdentity } from './queries';
import type { PartnerClaims } from './verify';

// Partner sign-in (issue 10; SPEC §7 partner_sessions and b2b_link). An organisation's own system
// vouches for its member with a short-lived signed token. Kaizen checks it against that
// organisation's key, uses each token once, and maps the partner's subject to one Kaizen account:
// the account the first token created, or the one a signed-in person linked. A partner's word
// never opens an existing account that was not linked to it.

/**
 * b2b_link's answer to a bad token: 422, not 401, because the caller's own session is fine (a 401
 * would make the app end it).
 */
const unusable = () => unprocessable(PARTNER_TOKEN_INVALID_MESSAGE);

/** The new account's details from the token, checked by the sign-up rules; null if unusable. */
function accountFrom(claims: PartnerClaims) {
  const email = emailSchema.safeParse(claims.email ?? '');
  const firstname = personNameSchema('First name').safeParse(claims.givenName ?? '');
  const lastname = personNameSchema('Last name').safeParse(claims.familyName ?? '');
  const mobile = claims.phone ? phoneSchema.safeParse(claims.phone) : null;
  if (!email.success || !firstname.success) return null;
  return {
    email: email.data,
    firstname: firstname.data,
    lastname: lastname.success ? lastname.data : '',
    mobile: mobile?.success ? mobile.data : null,
  };
}

/**
 * POST partner_sessions: signs the partner's member in, creating their account (and membership)
 * on first use. 401 for any bad token; 409 when the email or mobile already has an account the
 * partner is not linked to (the person links it with b2b_link after signing in).
 */
export async function startPartnerSession(
  db: Database,
  request: { jwt: string; organisationUuid: string },
  publicUrl: string,
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const { organisation, claims } = await acceptToken(tx, request, now);
    const linked = await findIdentity(tx, organisation.id, claims.subject);
    const user = linked
      ? await findAccountById(tx, linked.userId)
      : await createLinkedAccount(tx, organisation, claims, publicUrl, now);
    if (!user) throw invalid();
    const proof = { kind: 'partner-token' as const, subject: claims.subject };
    await grantMembership(tx, user.id, organisation.id, proof, now);
    return startSignedInSession(tx, user, now);
  });
}

/**
 * The first token of a partner subject: a new account, linked to that subject, and an email with
 * the link to choose a password (/auth/create-password) for signing in without the partner.
 */
async function createLinkedAccount(
  db: Database,
  organisation: { id: number; name: string },
  claims: PartnerClaims,
  publicUrl: string,
  now: Date,
): Promise<{ id: number; email: string }> {
  const details = accountFrom(claims);
  if (!details) throw invalid();
  const taken =
    (await findAccountBy(db, 'email', details.email)) ??
    (details.mobile ? await findAccountBy(db, 'mobile', details.mobile) : undefined);
  if (taken) throw conflict(PARTNER_ACCOUNT_EXISTS_MESSAGE);
  const account = await createAccountWithoutPassword(db, details, now);
  const identity = { organisationId: organisation.id, subject: claims.subject, userId: account.id };
  await linkIdentity(db, identity, now);
  await emailCreatePasswordLink(
    db,
    { id: account.id, email: account.email, firstname: details.firstname },
    { publicUrl, organisationName: organisation.name },
    now,
  );
  return account;
}

/**
 * POST b2b_link: the signed-in person proves with their organisation's token that they are its
 * member; their account is linked to the partner's subject and becomes a member.
 */
export async function linkPartnerAccount(
  db: Database,
  userId: number,
  request: { jwt: string; organisationUuid: string },
  now: Date,
): Promise<{ organisationName: string }> {
  return inTransaction(db, async (tx) => {
    const { organisation, claims } = await acceptToken(tx, request, now, unusable);
    const identity = { organisationId: organisation.id, subject: claims.subject, userId };
    const linked = await findIdentity(tx, organisation.id, claims.subject);
    if (linked ? linked.userId !== userId : !(await linkIdentity(tx, identity, now))) {
      throw unusable();
    }
    const proof = { kind: 'partner-token' as const, subject: claims.subject };
    if (!(await grantMembership(tx, userId, organisation.id, proof, now))) throw unusable();
    return { organisationName: organisation.name };
  });
}

// The partner link in the data-rights export and erasure (listed in composition.ts).
export { partnerPersonalData } from './personal-data';
export { partnerTotpPersonalData } from './totp/personal-data';
export { crnPersonalData } from './crn/personal-data';
