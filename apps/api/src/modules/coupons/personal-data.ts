import type { PersonalDataSection } from '../data-rights/service';
import { usesForExport } from './queries';

// A person's coupon uses in the export. Erasure keeps them, like payments: a use explains the
// amount a retained payment charged, and it names nothing but the anonymised account number.
export const couponsPersonalData: PersonalDataSection = {
  key: 'coupons',
  tables: ['coupon_uses'],
  collect: (db, subject) => usesForExport(db, subject.id, new Date()),
  erase: async () => {},
};
