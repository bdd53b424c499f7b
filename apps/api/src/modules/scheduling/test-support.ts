import { SESSION_KINDS, type SessionKind } from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { providerSessionKinds, providers } from '../providers/tables';

/**
 * A bare provider for scheduling tests: a zone and the session kinds it offers with their lengths
 * (minutes). Names are unique so tests sharing the PostgreSQL server never collide.
 */
export async function createScheduledProvider(
  db: Database,
  timeZone: string,
  durations: Partial<Record<SessionKind, number>>,
  active = true,
): Promise<{ id: number; uuid: string }> {
  const [provider] = await db
    .insert(providers)
    .values({
      firstname: 'Slot',
      lastname: `Test ${Math.random().toString(36).slice(2, 8)}`,
      providerType: 'therapy',
      gender: 'female',
      priceTier: 2,
      timeZone,
      active,
    })
    .returning({ id: providers.id, uuid: providers.uuid });
  if (!provider) throw new Error('provider insert returned nothing');
  const kinds = SESSION_KINDS.flatMap((kind) => {
    const durationMinutes = durations[kind];
    return durationMinutes === undefined ? [] : [{ kind, durationMinutes }];
  });
  if (kinds.length > 0) {
    await db.insert(providerSessionKinds).values(
      kinds.map(({ kind, durationMinutes }) => ({
        providerId: provider.id,
        kind,
        durationMinutes,
        price: 150_000,
        groupCapacity: kind === 'group' ? 8 : null,
      })),
    );
  }
  return provider;
}

export const everyWeekday = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
