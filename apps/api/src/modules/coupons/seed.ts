import type { Database } from '../../db/client';
import { coupons } from './tables';

/**
 * The demo coupons (README's demo section lists them). WELCOME20 is the offer on the expert
 * listing; THERAPY15 shows the provider-type scope; SUMMER10 has expired.
 */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME20',
        description: '20% off your first session, up to ₹500',
        discountType: 'percent',
        percentOff: 20,
        maxDiscount: 50_000,
        maxUsesPerUser: 1,
        firstSessionOnly: true,
        showOnListing: true,
      },
      {
        code: 'CARE100',
        description: '₹100 off a session, three times per person',
        discountType: 'fixed',
        amountOff: 10_000,
        maxUses: 1000,
        maxUsesPerUser: 3,
      },
      {
        code: 'THERAPY15',
        description: '15% off therapy sessions',
        discountType: 'percent',
        percentOff: 15,
        providerTypes: ['therapy', 'cf_therapy'],
      },
      {
        code: 'SUMMER10',
        description: '10% off, ended',
        discountType: 'percent',
        percentOff: 10,
        validFrom: new Date('2025-04-01T00:00:00Z'),
        validUntil: new Date('2025-07-01T00:00:00Z'),
      },
    ])
    .onConflictDoNothing();
}
