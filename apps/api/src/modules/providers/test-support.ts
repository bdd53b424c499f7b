import type { CityCode, SessionKind } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { ANY_SESSION_KIND, providerNextAvailability } from '../scheduling/tables';
import { clinics, providerClinics, providers, providerSessionKinds } from './tables';

// Directory rows for tests. Tests that share the PostgreSQL server see each other's providers,
// so each test file makes its own clinic and filters by it (ih_clinic_ids) to see only its own.

let counter = 0;
const uniqueSuffix = () => {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
};

export async function createClinic(db: Database, city: CityCode = 'mum', active = true) {
  const suffix = uniqueSuffix();
  const [clinic] = await db
    .insert(clinics)
    .values({
      slug: `test-${suffix}`,
      centreName: `Test Clinic ${suffix}`,
      city,
      address: '1 Test Road',
      latitude: 19.07,
      longitude: 72.87,
      centres: [{ id: 1, name: 'Adult care' }],
      active,
    })
    .returning();
  if (!clinic) throw new Error('clinic insert returned nothing');
  return clinic;
}

interface TestProviderOptions extends Partial<typeof providers.$inferInsert> {
  /** Kinds offered with their price in paise; tele at ₹1,000 when not given. */
  kinds?: Partial<Record<SessionKind, number>>;
  clinicIds?: number[];
  /** The cached earliest slot per kind (`any` is the earliest of them), as scheduling keeps it. */
  earliest?: Partial<Record<SessionKind, Date | null>>;
}

export async function createProvider(db: Database, options: TestProviderOptions = {}) {
  const { kinds = { tele: 100_000 }, clinicIds = [], earliest, ...values } = options;
  const [provider] = await db
    .insert(providers)
    .values({
      firstname: 'Test',
      lastname: `Provider ${uniqueSuffix()}`,
      providerType: 'therapy',
      gender: 'female',
      languages: ['english'],
      concerns: ['anxiety'],
      priceTier: 2,
      ...values,
    })
    .returning();
  if (!provider) throw new Error('provider insert returned nothing');
  const offered = Object.entries(kinds).map(([kind, price]) => ({
    providerId: provider.id,
    kind: kind as SessionKind,
    durationMinutes: kind === 'couple' ? 75 : 50,
    price,
    groupCapacity: kind === 'group' ? 8 : null,
  }));
  if (offered.length > 0) await db.insert(providerSessionKinds).values(offered);
  if (clinicIds.length > 0) {
    await db
      .insert(providerClinics)
      .values(clinicIds.map((clinicId) => ({ providerId: provider.id, clinicId })));
  }
  if (earliest) await setEarliest(db, provider.id, earliest);
  return provider;
}

/** Writes the availability cache rows directly (the scheduling module computes them for real). */
async function setEarliest(
  db: Database,
  providerId: number,
  earliest: Partial<Record<SessionKind, Date | null>>,
) {
  const entries = Object.entries(earliest) as [SessionKind, Date | null][];
  const times = entries.map(([, at]) => at).filter((at): at is Date => at instanceof Date);
  const any = times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
  const rows = [...entries, [ANY_SESSION_KIND, any] as const].map(([sessionKind, earliestAt]) => ({
    providerId,
    sessionKind,
    earliestAt,
    computedAt: new Date(),
  }));
  await db.insert(providerNextAvailability).values(rows);
}
