import { and, eq, inArray } from 'drizzle-orm';
import { organisationAdmins } from '../console/tables';
import {
  membershipGrants,
  organisationEmailConfirmations,
  organisationInvitations,
} from './tables';
import type { PersonalDataSection } from '../../data-rights/service';

// Organisation membership (issue 8 case 5): how the person became a member, which work address
// they confirmed, the invitation they accepted, and any organisation they administer. The grant
// itself stays (the organisation's count of sponsored members refers to it), without the address
// or partner id it rested on.
export const membershipPersonalData: PersonalDataSection = {
  key: 'organisation_membership',
  tables: [
    'membership_grants',
    'organisation_email_confirmations',
    'organisation_invitations',
    'organisation_admins',
  ],
  async collect(db, subject) {
    const grants = await db
      .select({
        proof: membershipGrants.proof,
        proof_reference: membershipGrants.proofReference,
        granted_at: membershipGrants.grantedAt,
      })
      .from(membershipGrants)
      .where(eq(membershipGrants.userId, subject.id));
    const pendingConfirmations = await db
      .select({
        email: organisationEmailConfirmations.email,
        created_at: organisationEmailConfirmations.createdAt,
      })
      .from(organisationEmailConfirmations)
      .where(eq(organisationEmailConfirmations.userId, subject.id));
    const administers = await db
      .select({
        organisation_id: organisationAdmins.organisationId,
        granted_at: organisationAdmins.grantedAt,
      })
      .from(organisationAdmins)
      .where(eq(organisationAdmins.userId, subject.id));
    return { grants, pending_confirmations: pendingConfirmations, administers };
  },
  async erase(tx, subject) {
    await tx.delete(organisationAdmins).where(eq(organisationAdmins.userId, subject.id));
    await tx
      .delete(organisationEmailConfirmations)
      .where(eq(organisationEmailConfirmations.userId, subject.id));
    await tx
      .update(membershipGrants)
      .set({ proofReference: 'erased' })
      .where(
        and(
          eq(membershipGrants.userId, subject.id),
          inArray(membershipGrants.proof, ['verified-email', 'partner-token']),
        ),
      );
    await tx
      .update(organisationInvitations)
      .set({ sentTo: null })
      .where(eq(organisationInvitations.acceptedBy, subject.id));
  },
};
