import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../data-rights/service';
import { signInCodes, totpEnrolments, totpVerifiedSessions } from '../tables';

// The person's authenticator-app enrolments for partner TOTP: when, never the secret. Unused
// one-time sign-in codes go with them on erasure (like password-reset tokens, not exported).
export const partnerTotpPersonalData: PersonalDataSection = {
  key: 'authenticator_enrolments',
  tables: ['totp_enrolments', 'totp_verified_sessions', 'sign_in_codes'],
  async collect(db, subject) {
    return db
      .select({
        organisation_id: totpEnrolments.organisationId,
        enrolled_at: totpEnrolments.createdAt,
        confirmed_at: totpEnrolments.confirmedAt,
      })
      .from(totpEnrolments)
      .where(eq(totpEnrolments.userId, subject.id));
  },
  async erase(tx, subject) {
    await tx.delete(totpVerifiedSessions).where(eq(totpVerifiedSessions.userId, subject.id));
    await tx.delete(totpEnrolments).where(eq(totpEnrolments.userId, subject.id));
    await tx.delete(signInCodes).where(eq(signInCodes.userId, subject.id));
  },
};
