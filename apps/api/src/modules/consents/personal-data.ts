import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights/service';
import { consentEvents } from './tables';

// Consent records are exported; on erasure they are kept (RETAINED_TABLES in data rights) as
// proof of what the account agreed to, naming only the anonymised account number.
export const consentsPersonalData: PersonalDataSection = {
  key: 'consents',
  tables: [],
  collect: (db, subject) =>
    db.select().from(consentEvents).where(eq(consentEvents.userId, subject.id)),
  async erase() {},
};
