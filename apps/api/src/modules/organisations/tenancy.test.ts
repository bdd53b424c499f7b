import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownOrganisationMessage } from '@kaizen/contracts';
import { buildApp, type App } from '../../app';
import { ManualClock } from '../../lib/clock';
import { testConfig } from '../../test/app';
import { organisations } from './tables';
import type { OrganisationRow } from './queries';
import { createTestOrganisation } from './test-support';

// SPEC §1 and §7: every /api request is made for the tenant its Host subdomain or its
// x-company-profile-* headers name; request.tenant is what the routes see.

async function appWithTenantProbe(clock: ManualClock, overrides: Record<string, string> = {}) {
  const app = await buildApp(testConfig(overrides), { clock });
  app.get('/api/test/tenant', async (request) => ({ tenant: request.tenant }));
  await app.ready();
  return app;
}

describe('tenant resolution', () => {
  const clock = new ManualClock(new Date());
  let app: App;
  let acme: OrganisationRow;
  let other: OrganisationRow;

  const probe = async (headers: Record<string, string>, url = '/api/test/tenant') => {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const tenantOf = (org: OrganisationRow) => ({
    tenant: { id: org.id, uuid: org.uuid, name: org.name, shortCode: org.shortCode },
  });

  beforeAll(async () => {
    app = await appWithTenantProbe(clock);
    acme = await createTestOrganisation(app.db);
    other = await createTestOrganisation(app.db);
  });
  afterAll(() => app.close());

  it('reads the tenant from {code}.localhost:3000 and from the first of three or more labels', async () => {
    expect(await probe({ host: `${acme.shortCode}.localhost:3000` })).toEqual({
      status: 200,
      body: tenantOf(acme),
    });
    expect(await probe({ host: `${acme.shortCode}.kaizen.example` })).toEqual({
      status: 200,
      body: tenantOf(acme),
    });
  });

  it.each([
    'kaizen.example',
    'localhost:3000',
    'www.kaizen.example',
    'preprod.kaizen.example',
    'staging.kaizen.example',
    '127.0.0.1:3000',
    '[::1]:3000',
  ])('has no tenant on %s', async (host) => {
    expect(await probe({ host })).toEqual({ status: 200, body: { tenant: null } });
  });

  it('answers an unknown subdomain with 404 and a message naming it', async () => {
    expect(await probe({ host: 'nosuchorg.kaizen.example' })).toEqual({
      status: 404,
      body: { errors: [unknownOrganisationMessage('nosuchorg')], code: 'not_found' },
    });
  });

  it('reads the tenant from x-company-profile-uuid', async () => {
    const found = await probe({ host: 'localhost:3000', 'x-company-profile-uuid': other.uuid });
    expect(found).toEqual({ status: 200, body: tenantOf(other) });
  });

  it('matches x-company-profile-name against the name or short code, ignoring case', async () => {
    const byName = await probe({ 'x-company-profile-name': other.name.toLowerCase() });
    expect(byName).toEqual({ status: 200, body: tenantOf(other) });
    const byCode = await probe({ 'x-company-profile-name': other.shortCode.toUpperCase() });
    expect(byCode).toEqual({ status: 200, body: tenantOf(other) });
  });

  it('prefers the uuid header to the name header, and the address to both', async () => {
    const headers = { 'x-company-profile-uuid': other.uuid, 'x-company-profile-name': acme.name };
    expect(await probe(headers)).toEqual({ status: 200, body: tenantOf(other) });
    const onAcme = { ...headers, host: `${acme.shortCode}.localhost:3000` };
    expect(await probe(onAcme)).toEqual({ status: 200, body: tenantOf(acme) });
  });

  it('treats empty, "undefined" and "null" headers as absent (SPEC §5)', async () => {
    for (const value of ['', 'undefined', 'null']) {
      const res = await probe({ 'x-company-profile-uuid': value, 'x-company-profile-name': value });
      expect(res).toEqual({ status: 200, body: { tenant: null } });
    }
  });

  it('answers unknown or malformed header values with 404', async () => {
    const unknownUuid = crypto.randomUUID();
    expect(await probe({ 'x-company-profile-uuid': unknownUuid })).toEqual({
      status: 404,
      body: { errors: [unknownOrganisationMessage(unknownUuid)], code: 'not_found' },
    });
    expect((await probe({ 'x-company-profile-uuid': 'not-a-uuid' })).status).toBe(404);
    expect(await probe({ 'x-company-profile-name': 'No Such Org' })).toEqual({
      status: 404,
      body: { errors: [unknownOrganisationMessage('No Such Org')], code: 'not_found' },
    });
  });

  it('leaves the health check alone whatever the host', async () => {
    expect((await probe({ host: 'nosuchorg.kaizen.example' }, '/api/health')).status).toBe(200);
  });

  it('stops serving a deactivated organisation once its cached lookup expires', async () => {
    const brief = await createTestOrganisation(app.db);
    const host = { host: `${brief.shortCode}.localhost:3000` };
    expect((await probe(host)).status).toBe(200);
    await app.db.update(organisations).set({ active: false }).where(eq(organisations.id, brief.id));
    clock.advance(5_001);
    expect(await probe(host)).toEqual({
      status: 404,
      body: { errors: [unknownOrganisationMessage(brief.shortCode)], code: 'not_found' },
    });
  });

  it('reuses a lookup briefly instead of asking the database on every request', async () => {
    const cached = await createTestOrganisation(app.db);
    const host = { host: `${cached.shortCode}.localhost:3000` };
    expect((await probe(host)).status).toBe(200);
    await app.db.delete(organisations).where(eq(organisations.id, cached.id));
    expect((await probe(host)).status).toBe(200);
    clock.advance(5_001);
    expect((await probe(host)).status).toBe(404);
  });
});

describe('tenant resolution on a public host of three labels', () => {
  it('does not take the product’s own address for a tenant', async () => {
    const app = await appWithTenantProbe(new ManualClock(), {
      PUBLIC_URL: 'https://kaizen.example.org',
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/tenant',
      headers: { host: 'kaizen.example.org' },
    });
    expect(res.json()).toEqual({ tenant: null });
    await app.close();
  });
});
