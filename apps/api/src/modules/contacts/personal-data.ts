import { eq } from 'drizzle-orm';
import type { PersonalDataSection } from '../data-rights/service';
import { personalContacts } from './tables';

// Emergency and parent contacts in the person's export, and gone with their account.
export const contactsPersonalData: PersonalDataSection = {
  key: 'contacts',
  tables: ['personal_contacts'],
  collect: (db, subject) =>
    db.select().from(personalContacts).where(eq(personalContacts.userId, subject.id)),
  async erase(tx, subject) {
    await tx.delete(personalContacts).where(eq(personalContacts.userId, subject.id));
  },
};
