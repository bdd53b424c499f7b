import {
  providerListResponseSchema,
  providerSearchQuerySchema,
  type ProviderListResponse,
} from '@kaizen/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { providerNextAvailability } from '../scheduling/tables';
import { createSnapshotCache, currentSnapshot, readThrough } from '../../db/snapshot-cache';
import { searchProvidersBody } from './service';
import { createClinic, createProvider } from './test-support';

describe('createSnapshotCache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = createSnapshotCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});

describe('listing pages cached by database snapshot', () => {
  let t: TestApp;
  let clinicId: number;
  const HOUR = 3_600_000;

  beforeAll(async () => {
    t = await createTestApp();
    clinicId = (await createClinic(t.app.db)).id;
  });
  afterAll(() => t.app.close());

  const query = () => providerSearchQuerySchema.parse({ ih_clinic_ids: String(clinicId) });

  it('answers a repeated query from memory until something is written', async () => {
    const later = await createProvider(t.app.db, {
      clinicIds: [clinicId],
      earliest: { tele: new Date(t.clock.now().getTime() + 5 * HOUR) },
    });
    await createProvider(t.app.db, {
      clinicIds: [clinicId],
      earliest: { tele: new Date(t.clock.now().getTime() + 2 * HOUR) },
    });
    const cache = createSnapshotCache<Promise<string>>();
    const context = { now: t.clock.now(), assetsHost: 'http://localhost:3000', cache };
    const search = async () =>
      providerListResponseSchema.parse(
        JSON.parse(await searchProvidersBody(t.app.db, query(), context)),
      ).data;
    // A repeated search adds no entry: it was answered from memory. (On a shared server other
    // test files write meanwhile, so try until two searches in a row saw the same snapshot.)
    let first = await search();
    let entries = cache.size;
    for (let i = 0; i < 20; i++) {
      const again = await search();
      if (cache.size === entries) break;
      [first, entries] = [again, cache.size];
    }
    expect(cache.size).toBe(entries);
    expect(first.providers.at(-1)?.uuid).toBe(later.uuid);

    // A booking moves the cache of earliest slots: the very next answer shows it.
    await t.app.db
      .update(providerNextAvailability)
      .set({ earliestAt: new Date(t.clock.now().getTime() + HOUR) })
      .where(
        and(
          eq(providerNextAvailability.providerId, later.id),
          eq(providerNextAvailability.sessionKind, 'any'),
        ),
      );
    const after = await search();
    expect(after.providers[0]?.uuid).toBe(later.uuid);
    expect(cache.size).toBeGreaterThan(entries);
  });

  it('runs one query for requests that miss together, and forgets a failed one', async () => {
    const cache = createSnapshotCache<Promise<string>>();
    let runs = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        runs += 1;
        setTimeout(() => resolve('page'), 20);
      });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => readThrough(t.app.db, cache, ['same'], slow)),
    );
    expect(answers).toEqual(['page', 'page', 'page', 'page', 'page']);
    expect(runs).toBe(1);

    const failing = () => Promise.reject(new Error('database went away'));
    await expect(readThrough(t.app.db, cache, ['broken'], failing)).rejects.toThrow('went away');
    await expect(readThrough(t.app.db, cache, ['broken'], async () => 'recovered')).resolves.toBe(
      'recovered',
    );
  });

  it('sees a write through the API at once', async () => {
    const url = `/api/providers?ih_clinic_ids=${clinicId}&gender=male`;
    const before = (await t.app.inject({ url })).json() as ProviderListResponse;
    expect(before.data.providers).toEqual([]);
    const added = await createProvider(t.app.db, { clinicIds: [clinicId], gender: 'male' });
    const after = (await t.app.inject({ url })).json() as ProviderListResponse;
    expect(after.data.providers.map((card) => card.uuid)).toEqual([added.uuid]);
  });

  it('reads a snapshot that moves on with each committed write', async () => {
    const before = await currentSnapshot(t.app.db);
    expect(before).toMatch(process.env.TEST_DATABASE_URL ? /^\d+:\d+:/ : /^local:\d+$/);
    await createProvider(t.app.db);
    expect(await currentSnapshot(t.app.db)).not.toBe(before);
  });
});
