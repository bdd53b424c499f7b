import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../../data-rights/service';
import { insurerCrns } from '../tables';

// The insurer customer numbers linked to the account (and the email the insurer listed).
export const crnPersonalData: PersonalDataSection = {
  key: 'insurer_customer_numbers',
  tables: ['insurer_crns'],
  async collect(db, subject) {
    return db
      .select({
        organisation_id: insurerCrns.organisationId,
        crn: insurerCrns.crn,
        email_listed_by_insurer: insurerCrns.email,
        linked_at: insurerCrns.linkedAt,
      })
      .from(insurerCrns)
      .where(eq(insurerCrns.userId, subject.id));
  },
  async erase(tx, subject) {
    await tx.delete(insurerCrns).where(eq(insurerCrns.userId, subject.id));
  },
};
