import type { ProviderType, SessionKind } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entitlementEntries, entitlementLots } from './tables';

// The ledger side of referral rewards (issue 11): one credit for one individual therapy session,
// for a year. modules/referrals decides when (its reward hook, wired by composition.ts) and this
// writes it, so the ledger keeps one writer.

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** What a referral credit pays for; the balance query describes referral lots with these. */
export const REFERRAL_CREDIT = {
  sponsor: 'Referral reward',
  label: 'therapy sessions',
  providerTypes: ['therapy'] as const satisfies readonly ProviderType[],
  /** Individual sessions only: not couple or group. */
  sessionKinds: ['tele', 'offline'] as const satisfies readonly SessionKind[],
};

/** A text[] literal of known constant values, for the balance query's coalesce. */
export const sqlTextArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Grants a person the credit of one referral, once: the unique (referral, person) key makes a
 * retried grant a no-op, and the grant entry is written only with the lot it creates.
 */
export async function grantReferralCredit(
  tx: Database,
  grant: { userId: number; referralId: number; now: Date },
): Promise<void> {
  const [lot] = await tx
    .insert(entitlementLots)
    .values({
      userId: grant.userId,
      referralId: grant.referralId,
      periodStartsAt: grant.now,
      expiresAt: new Date(grant.now.getTime() + YEAR_MS),
      createdAt: grant.now,
    })
    .onConflictDoNothing()
    .returning({ id: entitlementLots.id });
  if (!lot) return;
  await tx.insert(entitlementEntries).values({
    lotId: lot.id,
    userId: grant.userId,
    kind: 'grant',
    amount: 1,
    createdAt: grant.now,
  });
}
