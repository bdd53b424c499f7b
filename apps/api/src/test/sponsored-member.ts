import {
  entitlementBalancesResponseSchema,
  ledgerEntriesResponseSchema,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';
import type { App } from '../app';
import { organisationBenefits } from '../modules/entitlements/tables';
import { grantAdmin } from '../modules/organisations/console/queries';
import { createTestOrganisation, joinByInvitation } from '../modules/organisations/test-support';
import { signUp } from './auth';

// Entitlement tests' people: a member of a fresh organisation whose benefit covers `sessions`
// therapy sessions a year (from a shared pool of `pool` a year when given), more members of it,
// and their balances and ledger as the API shows them. Booking helpers come from bookings' test
// support.
export {
  at,
  bookAs,
  createBookableProvider,
  DAY_MS,
  MONDAY,
  notifyEnv,
} from '../modules/bookings/test-support';

export async function sponsoredMember(
  app: App,
  benefit: {
    sessions: number;
    providerTypes?: ProviderType[];
    sessionKinds?: SessionKind[];
    pool?: number;
  },
) {
  const organisation = await createTestOrganisation(app.db);
  await app.db.insert(organisationBenefits).values({
    organisationId: organisation.id,
    label: 'therapy sessions',
    providerTypes: benefit.providerTypes ?? ['therapy'],
    sessionKinds: benefit.sessionKinds ?? ['tele'],
    sessionsPerYear: benefit.sessions,
    poolSessionsPerYear: benefit.pool ?? null,
  });
  return anotherMember(app, organisation);
}

/**
 * A member of a fresh organisation whose benefit is a shared pool only: `size` therapy sessions a
 * year (pool_only), or a money pool of `size` paise paying up to `cover` paise of each session.
 */
export async function sharedPoolMember(
  app: App,
  pool: { name?: string; kind: 'pool_only' | 'money_pool'; size: number; cover?: number },
) {
  const organisation = await createTestOrganisation(app.db, pool.name ? { name: pool.name } : {});
  await app.db.insert(organisationBenefits).values({
    organisationId: organisation.id,
    kind: pool.kind,
    label: 'therapy sessions',
    providerTypes: ['therapy'],
    sessionKinds: ['tele'],
    sessionsPerYear: null,
    ...(pool.kind === 'pool_only'
      ? { poolSessionsPerYear: pool.size }
      : { poolPaisePerYear: pool.size, coverPaisePerSession: pool.cover ?? pool.size }),
  });
  return anotherMember(app, organisation);
}

/** A new person who administers the organisation of an earlier `sponsoredMember` (its console). */
export async function organisationAdmin(app: App, organisation: { id: number }) {
  const admin = await signUp(app);
  await grantAdmin(app.db, admin.id, organisation.id, app.clock.now());
  return admin;
}

/** A new person who joins the organisation of an earlier `sponsoredMember`. */
export async function anotherMember<T extends { shortCode: string }>(app: App, organisation: T) {
  const member = await signUp(app);
  await joinByInvitation(app, member.session, organisation.shortCode);
  return { ...member, organisation };
}

export async function balancesOf(app: App, session: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/customers/entitlements',
    headers: session,
  });
  if (response.statusCode !== 200) throw new Error(`balances: ${response.body}`);
  return entitlementBalancesResponseSchema.parse(response.json()).data;
}

export async function ledgerOf(app: App, session: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/customers/entitlements/ledger',
    headers: session,
  });
  if (response.statusCode !== 200) throw new Error(`ledger: ${response.body}`);
  return ledgerEntriesResponseSchema.parse(response.json()).data;
}

/** Every balance shown equals the sum of its ledger entries (and its grants, the granted count). */
export async function expectBalancesMatchLedger(app: App, session: Record<string, string>) {
  const [balances, ledger] = [await balancesOf(app, session), await ledgerOf(app, session)];
  return balances.map((balance) => {
    const entries = ledger.filter((entry) => entry.balance_id === balance.id);
    const sum = entries.reduce((total, entry) => total + entry.amount, 0);
    const grants = entries
      .filter((entry) => entry.kind === 'grant')
      .reduce((total, entry) => total + entry.amount, 0);
    return { shown: [balance.available, balance.granted], summed: [sum, grants] };
  });
}
