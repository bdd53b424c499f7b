import {
  CF_CONFIG_REFUSED_MESSAGE,
  CF_DEFAULT_PROVIDER_TYPES,
  CF_PROVIDER_TYPES_REQUIRED_MESSAGE,
  CF_SESSION_KINDS_REQUIRED_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  NOT_ORG_ADMIN_MESSAGE,
  cfBookingSettingResponseSchema,
  cfConfigsResponseSchema,
} from '@kaizen/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type SignedUpUser } from '../../../test/auth';
import { users } from '../../auth/tables';
import { careTeamFixtures } from '../../../test/care-team';
import { setCfConfig } from '../../care-team/service';
import { grantAdmin } from './queries';
import { consoleCaller, createTestOrganisation, joinByInvitation } from '../test-support';
import type { OrganisationRow } from '../queries';

// Issue 10 / SPEC §3 cf_booking_configs: an organisation administrator sets what the
// organisation's care-first members may book, and one member's override, in the console.

let t: TestApp;
const { makeProvider, map, cleanUp } = careTeamFixtures(() => t);
let acme: OrganisationRow;
let admin: SignedUpUser;
let member: SignedUpUser;
let outsider: SignedUpUser;
const uuids = new Map<number, string>();
const uuidOf = (user: SignedUpUser) => uuids.get(user.id) ?? '';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  acme = await createTestOrganisation(t.app.db);
  const globex = await createTestOrganisation(t.app.db);
  admin = await signUp(t.app);
  await grantAdmin(t.app.db, admin.id, acme.id, t.app.clock.now());
  member = await signUp(t.app);
  await joinByInvitation(t.app, member.session, acme.shortCode);
  outsider = await signUp(t.app);
  await joinByInvitation(t.app, outsider.session, globex.shortCode);
  const clinician = await makeProvider('cf_therapy');
  for (const person of [member, outsider]) {
    await map(person.id, clinician, ['cf-clinician']);
    const [row] = await t.app.db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.id, person.id));
    uuids.set(person.id, row?.uuid ?? '');
  }
});
afterAll(async () => {
  await cleanUp();
  await t.app.close();
});

const call = consoleCaller(() => t.app);

async function memberConfig(user: SignedUpUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/customers/customers/cf_configs',
    headers: user.session,
  });
  return cfConfigsResponseSchema.parse(response.json()).data.cf_booking_configs;
}

describe('care-first booking rules in the organisation console', () => {
  it("sets the organisation's rule, which its CF members then book by", async () => {
    const before = cfBookingSettingResponseSchema.parse(
      (await call(admin, 'GET', '/cf-booking')).json(),
    );
    expect(before.data.rule).toBeNull();
    expect(before.data.default.provider_types).toEqual([...CF_DEFAULT_PROVIDER_TYPES]);
    expect(await memberConfig(member)).toMatchObject({ source: 'default' });

    const rule = { provider_types: ['cf_therapy', 'therapy'], session_kinds: ['tele'] };
    const saved = await call(admin, 'PUT', '/cf-booking', rule);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(cfBookingSettingResponseSchema.parse(saved.json()).data.rule).toEqual(rule);
    expect(await memberConfig(member)).toEqual({ ...rule, source: 'organisation' });
    // Another organisation's CF member is not touched.
    expect(await memberConfig(outsider)).toMatchObject({ source: 'default' });

    // Changing it replaces the row (one per organisation).
    const changed = { provider_types: ['cf_psychiatry'], session_kinds: ['tele', 'offline'] };
    expect((await call(admin, 'PUT', '/cf-booking', changed)).statusCode).toBe(200);
    expect(await memberConfig(member)).toEqual({ ...changed, source: 'organisation' });
  });

  it("sets one member's override over the organisation's rule, and removes it", async () => {
    const url = `/members/${uuidOf(member)}/cf-booking`;
    const override = { provider_types: ['cf_coach'], session_kinds: ['group'] };
    const saved = await call(admin, 'PUT', url, override);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await memberConfig(member)).toEqual({ ...override, source: 'user' });

    const removed = await call(admin, 'DELETE', url);
    expect(cfBookingSettingResponseSchema.parse(removed.json()).data.rule).toBeNull();
    expect(await memberConfig(member)).toMatchObject({ source: 'organisation' });
  });

  it('refuses empty lists with 422 and clear text, in the API and in the database', async () => {
    const noTypes = await call(admin, 'PUT', '/cf-booking', {
      provider_types: [],
      session_kinds: ['tele'],
    });
    expect(noTypes.statusCode).toBe(422);
    expect(noTypes.json()).toMatchObject({ errors: [CF_PROVIDER_TYPES_REQUIRED_MESSAGE] });
    const noKinds = await call(admin, 'PUT', `/members/${uuidOf(member)}/cf-booking`, {
      provider_types: ['therapy'],
      session_kinds: [],
    });
    expect(noKinds.statusCode).toBe(422);
    expect(noKinds.json()).toMatchObject({ errors: [CF_SESSION_KINDS_REQUIRED_MESSAGE] });
    const unknown = await call(admin, 'PUT', '/cf-booking', {
      provider_types: ['astrology'],
      session_kinds: ['tele'],
    });
    expect(unknown.statusCode).toBe(422);

    // A caller that skips the schema meets the database's check, answered the same way.
    await expect(
      setCfConfig(
        t.app.db,
        { organisationId: acme.id },
        { provider_types: [], session_kinds: ['tele'] },
        t.app.clock.now(),
      ),
    ).rejects.toMatchObject({ statusCode: 422, messages: [CF_CONFIG_REFUSED_MESSAGE] });
  });

  it("answers 404 for another organisation's member and for non-administrators", async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload =
        method === 'PUT' ? { provider_types: ['therapy'], session_kinds: ['tele'] } : undefined;
      const foreign = await call(admin, method, `/members/${uuidOf(outsider)}/cf-booking`, payload);
      expect(foreign.statusCode, method).toBe(404);
      expect(foreign.json()).toMatchObject({ errors: [MEMBER_NOT_FOUND_MESSAGE] });
      const notAdmin = await call(member, method, '/cf-booking', payload);
      expect(notAdmin.statusCode, method).toBe(404);
      expect(notAdmin.json()).toMatchObject({ errors: [NOT_ORG_ADMIN_MESSAGE] });
    }
    expect(await memberConfig(outsider)).toMatchObject({ source: 'default' });
  });
});
