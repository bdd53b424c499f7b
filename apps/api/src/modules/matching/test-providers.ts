import type { CityCode, SessionKind } from '@kaizen/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clinics, providerClinics, providers, providerSessionKinds } from '../providers/tables';
import { ANY_SESSION_KIND, providerNextAvailability } from '../scheduling/tables';

// Providers for the matching tests, written through the providers and scheduling tables. Tests
// on a shared server see other files' providers too, so each file removes its own at the end
// and asserts only the order of its own providers.

interface MatchingTestProvider extends Partial<typeof providers.$inferInsert> {
  /** Session kinds offered; tele when not given. */
  kinds?: SessionKind[];
  /** A clinic in this city, for offline sessions. */
  clinicCity?: CityCode;
  /** The cached earliest slot (the same for every kind offered); none when absent. */
  earliestAt?: Date;
}

export function providerFactory(db: Database) {
  const created: number[] = [];
  const createdClinics: number[] = [];
  const create = async (options: MatchingTestProvider = {}) => {
    const { kinds = ['tele'], clinicCity, earliestAt, ...values } = options;
    const [provider] = await db
      .insert(providers)
      .values({
        firstname: 'Match',
        lastname: `Test ${crypto.randomUUID().slice(0, 8)}`,
        providerType: 'cf_children_first',
        gender: 'female',
        languages: ['french'],
        concerns: ['adult autism'],
        priceTier: 2,
        ...values,
      })
      .returning();
    if (!provider) throw new Error('provider insert returned nothing');
    created.push(provider.id);
    await db.insert(providerSessionKinds).values(
      kinds.map((kind) => ({
        providerId: provider.id,
        kind,
        durationMinutes: 50,
        price: 100_000,
        groupCapacity: kind === 'group' ? 8 : null,
      })),
    );
    if (clinicCity) {
      const [clinic] = await db
        .insert(clinics)
        .values({
          slug: `matching-test-${crypto.randomUUID()}`,
          centreName: 'Matching Test Clinic',
          city: clinicCity,
          address: '1 Test Road',
          latitude: 19,
          longitude: 72,
        })
        .returning({ id: clinics.id });
      if (!clinic) throw new Error('clinic insert returned nothing');
      createdClinics.push(clinic.id);
      await db.insert(providerClinics).values({ providerId: provider.id, clinicId: clinic.id });
    }
    await db.insert(providerNextAvailability).values(
      [...kinds, ANY_SESSION_KIND].map((sessionKind) => ({
        providerId: provider.id,
        sessionKind,
        earliestAt: earliestAt ?? null,
        computedAt: new Date(),
      })),
    );
    return provider;
  };
  const removeAll = async () => {
    if (created.length > 0) await db.delete(providers).where(inArray(providers.id, created));
    if (createdClinics.length > 0) {
      await db.delete(clinics).where(inArray(clinics.id, createdClinics));
    }
  };
  return { create, removeAll };
}
