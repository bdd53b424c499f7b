import { bookingResponseSchema } from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import { queryRows } from '../db/client';
import type { LedgerEntryKind } from '@kaizen/contracts';
import { ManualClock } from '../lib/clock';
import { createTestApp, type TestApp } from './app';
import { anotherMember, at, bookAs, createBookableProvider, MONDAY } from './sponsored-member';

// The set-up of the ledger's PostgreSQL races (entitlements' concurrency, holds-concurrency and
// hold-sweeper tests): an app with a pool of connections large enough for every racer, members
// of one organisation, one person's many bookings to name in racing entries, and an
// organisation's pool as sums.

/** An app on a clock at MONDAY, created in the calling suite's beforeAll, closed in its afterAll. */
export function raceSuite(): { readonly t: TestApp } {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '20' }, new ManualClock(MONDAY));
  }, 60_000);
  afterAll(() => t?.app.close());
  return {
    get t() {
      if (!t) throw new Error('raceSuite: used before its beforeAll');
      return t;
    },
  };
}

/** `first` and more members of its organisation, `count` in all. */
export async function membersLike<T extends { organisation: { shortCode: string } }>(
  app: App,
  first: T,
  count: number,
) {
  const members: Awaited<ReturnType<typeof anotherMember<T['organisation']>>>[] = [];
  while (members.length < count - 1) members.push(await anotherMember(app, first.organisation));
  return [first, ...members];
}

/**
 * `count` tele bookings of one person on consecutive days from Thursday of MONDAY's week (one
 * expert for all, or a new one each when `newExpertEach`): their uuids and database ids, for
 * entries inserted directly (bypassing the app's locks).
 */
export async function bookingsOf(
  app: App,
  session: Record<string, string>,
  count: number,
  options: { newExpertEach?: boolean } = {},
) {
  const shared = await createBookableProvider(app.db, { tele: 120_000 }, MONDAY);
  const bookings: { uuid: string; id: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const provider =
      options.newExpertEach && index > 0
        ? await createBookableProvider(app.db, { tele: 120_000 }, MONDAY)
        : shared;
    const response = await bookAs(app, session, {
      provider_uuid: provider.uuid,
      kind: 'tele',
      starts_at: at(3 + index, 10),
      allow_overlap: true,
    });
    const uuid = bookingResponseSchema.parse(response.json()).data.id;
    const [row] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from bookings where uuid = ${uuid}`,
    );
    if (row) bookings.push({ uuid, id: row.id });
  }
  return bookings;
}

/** An organisation's pools: how many entries of `kind` they have, and what is left. */
export async function poolSums(app: App, organisationId: number, kind: LedgerEntryKind) {
  const [sums] = await queryRows<{ count: number; available: number }>(
    app.db,
    sql`select count(*) filter (where e.kind = ${kind})::int as count, sum(e.amount)::int as available
        from entitlement_entries e join entitlement_lots l on l.id = e.lot_id
        where l.organisation_id = ${organisationId}`,
  );
  return sums;
}
