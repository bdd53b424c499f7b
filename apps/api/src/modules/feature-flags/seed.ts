import { AI_ENABLED_FLAG, COUPON_ENABLED_FLAG, LISTING_OFFER_FLAG } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { featureFlags } from './tables';

/**
 * The flags every deployment has, as migration 0025 inserts them. `npm run seed` empties every
 * table before the seeders run, so the demo data puts them back (an operator changes values, never
 * the list).
 */
export async function seedPlatformFlags(db: Database): Promise<void> {
  await db
    .insert(featureFlags)
    .values([
      {
        name: AI_ENABLED_FLAG,
        description: 'AI features in the app (SPEC §3). Off unless an operator turns them on.',
        defaultEnabled: false,
      },
      {
        name: COUPON_ENABLED_FLAG,
        description:
          'Coupons at the booking review (Have a coupon?); the server refuses coupons where it is off.',
        defaultEnabled: true,
      },
      {
        name: LISTING_OFFER_FLAG,
        description: 'Public coupons and their codes above the expert listing (SPEC §7).',
        defaultEnabled: true,
      },
    ])
    .onConflictDoNothing();
}
