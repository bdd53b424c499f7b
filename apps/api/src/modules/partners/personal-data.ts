import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights/service';
import { partnerIdentities } from './tables';

// Which organisation's partner id the account is linked to (the partner's own member id).
export const partnerPersonalData: PersonalDataSection = {
  key: 'partner_identities',
  tables: ['partner_identities'],
  async collect(db, subject) {
    return db
      .select({
        organisation_id: partnerIdentities.organisationId,
        partner_member_id: partnerIdentities.subject,
        linked_at: partnerIdentities.linkedAt,
      })
      .from(partnerIdentities)
      .where(eq(partnerIdentities.userId, subject.id));
  },
  async erase(tx, subject) {
    await tx.delete(partnerIdentities).where(eq(partnerIdentities.userId, subject.id));
  },
};
