import type { PersonalDataSection } from '../data-rights/service';
import { entriesOf, eraseLedger, lotsOf } from './queries';

// A person's sponsored credits and their ledger in the export, and gone with their account.
export const entitlementsPersonalData: PersonalDataSection = {
  key: 'entitlements',
  tables: ['entitlement_lots', 'entitlement_entries'],
  collect: async (db, subject) => ({
    balances: await lotsOf(db, subject.id),
    ledger: await entriesOf(db, subject.id),
  }),
  erase: (tx, subject) => eraseLedger(tx, subject.id),
};
