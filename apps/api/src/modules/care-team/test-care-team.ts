import type { MyProviderRole, ProviderType } from '@kaizen/contracts';
import { inArray } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import { providers } from '../providers/tables';
import { customerProviderMappings } from './tables';

// Care teams for tests: bookings will fill the mappings; until then a test does, through these.

export function careTeamFixtures(getApp: () => TestApp) {
  const providerIds: number[] = [];

  async function makeProvider(providerType: ProviderType, active = true) {
    const t = getApp();
    const [row] = await t.app.db
      .insert(providers)
      .values({
        firstname: 'Care',
        lastname: providerType,
        providerType,
        gender: 'female',
        languages: ['english'],
        priceTier: 2,
        active,
      })
      .returning();
    if (!row) throw new Error('provider insert returned nothing');
    providerIds.push(row.id);
    return row;
  }

  async function map(
    userId: number,
    provider: { id: number; providerType: ProviderType },
    roles: MyProviderRole[] = [],
    tempFlag = true,
  ) {
    const t = getApp();
    const now = t.clock.now();
    await t.app.db.insert(customerProviderMappings).values({
      userId,
      providerId: provider.id,
      providerType: provider.providerType,
      roles,
      tempFlag,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Removes the providers made here (their mappings go with them). */
  const cleanUp = () => getApp().app.db.delete(providers).where(inArray(providers.id, providerIds));

  return { makeProvider, map, cleanUp };
}
