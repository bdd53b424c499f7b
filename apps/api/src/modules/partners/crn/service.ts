import { CRN_MISMATCH_MESSAGE, CRN_NOT_LINKED_MESSAGE } from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { unprocessable } from '../../../lib/http-errors';
import type { Tenant } from '../../../plugins/tenancy/tenancy';
import { startSignedInSession } from '../../auth/service';
import { grantMembership } from '../../organisations/service';
import { findLinkedMember, linkCrn } from './queries';

// Insurer CRNs (issue 10; SPEC §2, §4, §7 kli_auto_login, §8 "auto login 422: fallback"). An
// insurer sends its customers to Kaizen with `?CRNID=<customer reference number>`. Kaizen never
// takes a CRN's word for who someone is on its own: the insurer's register (imported from its
// records) lists each CRN with the customer's email, and a CRN is linked to an account only when
// a person signed in with that email brings it (crn_link, after the log-in fallback). From then on
// the CRN signs that member in directly (kli_auto_login). Why this proof and not the partner JWT:
// an insurer's app often only knows the CRN in the link it opens; the register is data the
// insurer already has, and the email match keeps a stranger from attaching someone else's CRN
// to their own account.

const notLinked = () => unprocessable(CRN_NOT_LINKED_MESSAGE);

/**
 * The insurer is the request's tenant (its subdomain, or the x-company-profile headers the web
 * sends once `?company=` named it): a CRN means something only within one insurer.
 */

/** POST kli_auto_login: signs in the member the CRN is linked to, on the insurer's address. */
export async function crnAutoLogin(db: Database, tenant: Tenant | null, crn: string, now: Date) {
  if (!tenant) throw notLinked();
  return inTransaction(db, async (tx) => {
    const member = await findLinkedMember(tx, tenant.id, crn);
    if (!member) throw notLinked();
    return startSignedInSession(tx, member, now);
  });
}

/**
 * POST crn_link: the signed-in person brings the CRN they arrived with (the log-in fallback);
 * linked and made a member when the insurer listed it for their email.
 */
export async function linkCrnToAccount(
  db: Database,
  user: { id: number; email: string },
  organisation: Tenant | null,
  crn: string,
  now: Date,
): Promise<{ organisationName: string }> {
  if (!organisation) throw unprocessable(CRN_MISMATCH_MESSAGE);
  return inTransaction(db, async (tx) => {
    const entry = { organisationId: organisation.id, crn, email: user.email, userId: user.id };
    if (!(await linkCrn(tx, entry, now))) throw unprocessable(CRN_MISMATCH_MESSAGE);
    const proof = { kind: 'insurer-crn' as const, crn };
    if (!(await grantMembership(tx, user.id, organisation.id, proof, now))) {
      throw unprocessable(CRN_MISMATCH_MESSAGE);
    }
    return { organisationName: organisation.name };
  });
}
