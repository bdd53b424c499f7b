import {
  bookingResponseSchema,
  orgConsoleResponseSchema,
  packagePurchasesResponseSchema,
  providerListResponseSchema,
} from '@kaizen/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { openDatabase, queryRows, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed';
import { demoSeeders } from './demo-data';
import { ManualClock } from './lib/clock';
import { demoUsers } from './modules/auth/seed';
import { DEMO_ORG_ADMIN_EMAIL } from './modules/organisations/seed';
import { DEMO_PACKAGE_BUYER } from './modules/packages/seed';
import { testConfig } from './test/app';
import { sessionFrom } from './test/auth';
import { bookAs, expectBalancesMatchLedger } from './test/sponsored-member';

// Over the demo data (a private embedded database: seeding writes fixed rows): every balance a
// demo login is shown, sponsored or package, is the sum of its ledger entries, before and after
// the Acme member books and Farah books with her package; and Acme's pool in its console is the
// sum of the pool's entries.

const DEMO_PASSWORD = 'Kaizen@2026';
const clock = new ManualClock('2026-03-02T06:00:00.000Z');

describe('the demo ledger', () => {
  let handle: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    handle = openDatabase({ DATA_DIR: 'memory://' });
    await handle.migrate();
    await seedDemoData(handle.db, clock, demoSeeders);
    app = await buildApp(testConfig(), { clock, database: handle });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const signIn = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/customers/authenticate/sign_in',
      payload: { login: email, password: DEMO_PASSWORD },
    });
    return response.statusCode === 200 ? sessionFrom(response) : null;
  };

  it('shows every demo login balances equal to the sums of their ledger entries', async () => {
    let withBalances = 0;
    for (const user of demoUsers) {
      const session = await signIn(user.email);
      if (!session) continue; // clinicians sign in on the clinician workspace only
      const compared = await expectBalancesMatchLedger(app, session);
      for (const { shown, summed } of compared) expect(shown).toEqual(summed);
      withBalances += compared.length;
    }
    // The Acme member and Acme's care-first member have this year's 6 therapy sessions each;
    // Farah has her "4 therapy sessions" package (a package lot of the same ledger). The Globex
    // member's 12 are behind Globex's TOTP check (require_totp): a session that gave no code is
    // shown none of them.
    expect(withBalances).toBe(3);
  });

  it('still matches after the Acme member books a covered session with a demo therapist', async () => {
    const session = await signIn('member@acme.example');
    if (!session) throw new Error('the demo member cannot sign in');
    const listing = await app.inject({ method: 'GET', url: '/api/providers?type=therapy' });
    const { providers } = providerListResponseSchema.parse(listing.json()).data;
    let booked = false;
    for (const provider of providers.slice(0, 10)) {
      const from = new Date(clock.now().getTime() + 2 * 86_400_000).toISOString();
      const to = new Date(clock.now().getTime() + 9 * 86_400_000).toISOString();
      const slots = await app.inject({
        method: 'GET',
        url: `/api/providers/${provider.uuid}/slots`,
        query: { kind: 'tele', from, to },
      });
      const start = (slots.json() as { data?: { slots: string[] } }).data?.slots[0];
      if (!start) continue;
      const response = await bookAs(app, session, {
        provider_uuid: provider.uuid,
        kind: 'tele',
        starts_at: start,
      });
      if (response.statusCode !== 201) continue;
      expect(bookingResponseSchema.parse(response.json()).data.status).toBe('confirmed');
      booked = true;
      break;
    }
    expect(booked).toBe(true);
    expect(await expectBalancesMatchLedger(app, session)).toEqual([
      { shown: [5, 6], summed: [5, 6] },
    ]);
  });

  it("shows Acme's administrator the shared pool, used and total the sums of its entries", async () => {
    const session = await signIn(DEMO_ORG_ADMIN_EMAIL);
    if (!session) throw new Error('the demo organisation administrator cannot sign in');
    const response = await app.inject({
      method: 'GET',
      url: '/api/org-admin/organisation',
      headers: session,
    });
    const { pools } = orgConsoleResponseSchema.parse(response.json()).data;
    const [sums] = await queryRows<{ granted: number; available: number }>(
      handle.db,
      sql`select (sum(e.amount) filter (where e.kind = 'grant'))::int as granted,
                 sum(e.amount)::int as available
          from entitlement_entries e
          join entitlement_lots l on l.id = e.lot_id
          join organisations o on o.id = l.organisation_id
          where o.short_code = 'acme'`,
    );
    // The member's covered booking above took one of the 4.
    expect(pools).toEqual([
      expect.objectContaining({ label: 'therapy sessions', used: 1, total: 4 }),
    ]);
    expect(sums).toEqual({ granted: 4, available: 3 });
  });

  it('still matches after Farah books with her package, and /packages shows the same count', async () => {
    const session = await signIn(DEMO_PACKAGE_BUYER);
    if (!session) throw new Error('the demo package buyer cannot sign in');
    const [purchase] = packagePurchasesResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/customers/packages', headers: session })
      ).json(),
    ).data;
    if (!purchase?.expert) throw new Error('the demo package is tied to the demo therapist');
    const from = new Date(clock.now().getTime() + 2 * 86_400_000).toISOString();
    const to = new Date(clock.now().getTime() + 9 * 86_400_000).toISOString();
    const slots = await app.inject({
      method: 'GET',
      url: `/api/providers/${purchase.expert.uuid}/slots`,
      query: { kind: 'tele', from, to },
    });
    const start = (slots.json() as { data: { slots: string[] } }).data.slots.at(-1);
    const response = await bookAs(app, session, {
      provider_uuid: purchase.expert.uuid,
      kind: 'tele',
      starts_at: start,
      allow_overlap: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(bookingResponseSchema.parse(response.json()).data.status).toBe('confirmed');
    expect(await expectBalancesMatchLedger(app, session)).toEqual([
      { shown: [3, 4], summed: [3, 4] },
    ]);
    const [after] = packagePurchasesResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/customers/packages', headers: session })
      ).json(),
    ).data;
    expect(after).toMatchObject({ sessions_total: 4, sessions_left: 3 });
  });
});
