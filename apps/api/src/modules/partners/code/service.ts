import crypto from 'node:crypto';
import { SIGN_IN_CODE_INVALID_MESSAGE, SIGN_IN_CODE_TTL_SECONDS } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { unauthorized } from '../../../lib/http-errors';
import { findAccountById, startSignedInSession } from '../../auth/service';
import { acceptToken, invalid } from '../accept-token';
import { insertSignInCode, useSignInCode } from './queries';
import { findIdentity } from '../queries';

// One-time sign-in codes (issue 10; SPEC §4 start-up case 2, `?code=`). A code is made for one
// account, works for SIGN_IN_CODE_TTL_SECONDS and once. An organisation's server asks for one
// with a partner token (server to server), then sends its member to Kaizen with `?code=`: the
// signed token itself never travels in a browser address or history. Kaizen's own emails can
// carry one through issueSignInCode.

const hash = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

async function issueSignInCode(
  db: Database,
  publicUrl: string,
  account: { userId: number; organisationId: number | null },
  now: Date,
): Promise<{ code: string; url: string; expiresAt: Date }> {
  const code = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000);
  await insertSignInCode(db, { codeHash: hash(code), ...account, createdAt: now, expiresAt });
  const url = new URL('/', publicUrl);
  url.searchParams.set('code', code);
  return { code, url: url.toString(), expiresAt };
}

/**
 * POST partner_sign_in_codes: a code for the partner member the token names, who must already be
 * linked to an account (partner_sessions creates it, b2b_link links it); 401 otherwise.
 */
export async function partnerSignInCode(
  db: Database,
  publicUrl: string,
  request: { jwt: string; organisationUuid: string },
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const { organisation, claims } = await acceptToken(tx, request, now);
    const linked = await findIdentity(tx, organisation.id, claims.subject);
    if (!linked) throw invalid();
    return issueSignInCode(
      tx,
      publicUrl,
      { userId: linked.userId, organisationId: organisation.id },
      now,
    );
  });
}

/** POST code_login: signs in the code's account; 401 for an unknown, expired or used code. */
export async function signInWithCode(db: Database, code: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const used = await useSignInCode(tx, hash(code), now);
    const user = used && (await findAccountById(tx, used.userId));
    if (!user) throw unauthorized(SIGN_IN_CODE_INVALID_MESSAGE);
    return startSignedInSession(tx, user, now);
  });
}
