import { PACKAGE_VALIDITY_MONTHS } from '@kaizen/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { users } from '../auth/tables';
import { clinicianProviders } from '../bookings/tables';
import { grantPackageLots } from '../entitlements/service';
import { insertPurchase, listPackages } from './queries';
import { carePackageItems, carePackages } from './tables';
import { packageExpiry } from './views';

/** The demo patient who has a package (README, demo section). */
export const DEMO_PACKAGE_BUYER = 'farah@demo.kaizen.health';

// The package catalogue (issue 11), as data. Single therapy sessions of the demo directory cost
// ₹800–1,800, so each package's price per session is below a single session's. Info ids follow
// SPEC §3 (id 3, follow-ups, is excluded from intake-session detection: a follow-up is never a
// first consultation).
const therapyTypes = ['therapy', 'cf_therapy'] as const;
const psychiatryTypes = ['psychiatry', 'cf_psychiatry'] as const;
const kinds = ['tele', 'offline'] as const;

const demoPackages = [
  {
    infoId: 1,
    name: '4 therapy sessions',
    description: 'A month of weekly therapy with the therapist of your choice.',
    packageType: 'therapy',
    packageSubType: 'therapy_4',
    pricePaise: 360_000,
    items: [{ label: 'therapy sessions', providerTypes: therapyTypes, sessions: 4 }],
  },
  {
    infoId: 2,
    name: '8 therapy sessions',
    description: 'Two months of weekly therapy, at the lowest price per session.',
    packageType: 'therapy',
    packageSubType: 'therapy_8',
    pricePaise: 680_000,
    items: [{ label: 'therapy sessions', providerTypes: therapyTypes, sessions: 8 }],
  },
  {
    infoId: 3,
    name: '3 psychiatry follow-ups',
    description: 'Follow-up consultations with your psychiatrist after a first assessment.',
    packageType: 'psychiatry',
    packageSubType: 'psychiatry_follow_up_3',
    pricePaise: 330_000,
    items: [{ label: 'psychiatry sessions', providerTypes: psychiatryTypes, sessions: 3 }],
  },
  {
    infoId: 4,
    name: 'Psychiatry + therapy',
    description: 'One psychiatry consultation and three therapy sessions, planned together.',
    packageType: 'combo',
    packageSubType: 'psychiatry_1_therapy_3',
    pricePaise: 440_000,
    items: [
      { label: 'psychiatry sessions', providerTypes: psychiatryTypes, sessions: 1 },
      { label: 'therapy sessions', providerTypes: therapyTypes, sessions: 3 },
    ],
  },
] as const;

/** Upserts the catalogue by info id; re-running changes prices and texts, not purchases. */
export async function seedDemoPackages(db: Database): Promise<void> {
  for (const [position, { items, ...entry }] of demoPackages.entries()) {
    const [row] = await db
      .insert(carePackages)
      .values({ ...entry, position, validityMonths: PACKAGE_VALIDITY_MONTHS })
      .onConflictDoUpdate({
        target: carePackages.infoId,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          packageType: sql`excluded.package_type`,
          packageSubType: sql`excluded.package_sub_type`,
          pricePaise: sql`excluded.price_paise`,
          position: sql`excluded.position`,
        },
      })
      .returning({ id: carePackages.id });
    if (!row) throw new Error(`demo package ${entry.infoId} was not written`);
    for (const item of items) {
      await db
        .insert(carePackageItems)
        .values({
          packageId: row.id,
          label: item.label,
          providerTypes: [...item.providerTypes],
          sessionKinds: [...kinds],
          sessions: item.sessions,
        })
        .onConflictDoUpdate({
          target: [carePackageItems.packageId, carePackageItems.label],
          set: { sessions: item.sessions },
        });
    }
  }
}

/**
 * A lived-in package for /packages: Farah (a demo patient of the demo therapist) bought "4
 * therapy sessions" tied to that therapist ten days before seeding, granted through the same
 * ledger writer as a captured payment (the demo has no payment row for it: nothing was charged).
 */
export async function seedDemoPackagePurchase(db: Database, clock: Clock): Promise<void> {
  const [farah] = await db.select().from(users).where(eq(users.email, DEMO_PACKAGE_BUYER));
  const [therapist] = await db
    .select({ providerId: clinicianProviders.providerId })
    .from(clinicianProviders)
    .innerJoin(users, eq(users.id, clinicianProviders.userId))
    .where(eq(users.email, 'therapist@kaizen.health'));
  const [entry] = (await listPackages(db)).filter((candidate) => candidate.infoId === 1);
  if (!farah || !therapist || !entry)
    throw new Error('demo package: seed users and packages first');
  const paidAt = new Date(clock.now().getTime() - 10 * 86_400_000);
  const purchase = await insertPurchase(db, {
    userId: farah.id,
    packageId: entry.id,
    providerId: therapist.providerId,
    status: 'active',
    pricePaise: entry.pricePaise,
    paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  await grantPackageLots(db, {
    id: purchase.id,
    userId: farah.id,
    items: entry.items,
    paidAt,
    expiresAt: packageExpiry(paidAt, entry.validityMonths),
  });
}
