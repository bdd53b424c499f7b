import type { PersonalDataSection } from '../data-rights/service';
import { eraseReferralData, referralDataOf } from './queries';

// The person's referral code, the friends they referred (first names), who referred them and
// the doctor's referral, in the export; gone with their account.
export const referralsPersonalData: PersonalDataSection = {
  key: 'referrals',
  tables: ['referral_codes', 'referrals', 'doc_referrals'],
  collect: (db, subject) => referralDataOf(db, subject.id),
  erase: (tx, subject) => eraseReferralData(tx, subject.id),
};
