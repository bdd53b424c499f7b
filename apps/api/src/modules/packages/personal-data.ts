import type { PersonalDataSection } from '../data-rights/service';
import { erasePurchases, purchasesOf } from './queries';

// A person's package purchases in the export, and gone with their account (their lots go with
// the entitlements section; the payments stay with commerce for accounting).
export const packagesPersonalData: PersonalDataSection = {
  key: 'packages',
  tables: ['package_purchases'],
  collect: async (db, subject) => ({ purchases: await purchasesOf(db, subject.id) }),
  erase: (tx, subject) => erasePurchases(tx, subject.id),
};
