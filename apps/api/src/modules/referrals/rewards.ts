import { REFERRAL_REWARDS_PER_YEAR } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { lockReferrer, markRewarded, referralOf, rewardsSince } from './queries';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Entitlements' writer of a referral credit lot (handed over by composition.ts). */
type GrantReferralCredit = (
  tx: Database,
  grant: { userId: number; referralId: number; now: Date },
) => Promise<void>;

/** What bookings calls when a clinician marks a session completed, in that transaction. */
interface ReferralRewards {
  onSessionCompleted(
    tx: Database,
    booking: { id: number; userId: number; price: number; paymentState: string },
    now: Date,
  ): Promise<void>;
}

/**
 * The reward: when a referred friend's first session paid in money (a captured payment, not a
 * sponsored or package credit) is completed, the friend and the referrer each get one credit.
 * Exactly once: rewarded_at is set by a conditional update (a retried or racing completion finds
 * it set and does nothing), and the referrer's rewards are counted under a lock on their code row
 * so two friends' completions cannot both pass the 10-a-year limit.
 */
export function referralRewards(grant: GrantReferralCredit): ReferralRewards {
  return {
    async onSessionCompleted(tx, booking, now) {
      if (booking.paymentState !== 'captured' || booking.price <= 0) return;
      const referral = await referralOf(tx, booking.userId);
      if (!referral || referral.rewardedAt) return;
      await lockReferrer(tx, referral.referrerId);
      const since = new Date(now.getTime() - YEAR_MS);
      if ((await rewardsSince(tx, referral.referrerId, since)) >= REFERRAL_REWARDS_PER_YEAR) return;
      if (!(await markRewarded(tx, referral.id, booking.id, now))) return;
      await grant(tx, { userId: referral.referrerId, referralId: referral.id, now });
      await grant(tx, { userId: referral.referredId, referralId: referral.id, now });
    },
  };
}
