import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights/service';
import { totpEnrolments, totpVerifiedSessions } from './tables';

// The person's authenticator-app enrolments for partner TOTP: when, never the secret.
export const partnerTotpPersonalData: PersonalDataSection = {
  key: 'authenticator_enrolments',
  tables: ['totp_enrolments', 'totp_verified_sessions'],
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
  },
};
