import { eq } from 'drizzle-orm';
import { registerPersonalData } from '../data-rights/service';
import { consentEvents } from './tables';

// Consent records are exported; on erasure they are kept (RETAINED_TABLES in data rights) as
// proof of what the account agreed to, naming only the anonymised account number.
registerPersonalData({
  key: 'consents',
  tables: [],
  collect: (db, subject) =>
    db.select().from(consentEvents).where(eq(consentEvents.userId, subject.id)),
  async erase() {},
});
