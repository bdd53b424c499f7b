import type { Database } from '../../db/client';

// PLACEHOLDER until the packages lot sources land on main.
export async function grantReferralCredit(
  _tx: Database,
  _grant: { userId: number; referralId: number; now: Date },
): Promise<void> {
  throw new Error('referral lots not yet wired');
}
