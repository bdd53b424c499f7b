import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ORGANISATION_MESSAGE, unknownOrganisationMessage } from '@kaizen/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { demoOrganisations, seedDemoOrganisations } from './seed';
import { organisations } from './tables';
import type { OrganisationRow } from './queries';
import { createTestOrganisation, joinByInvitation } from './test-support';

const benefits = [{ title: '6 free therapy sessions a year', description: 'With our therapists.' }];

describe('partner meta info (SPEC §3, §7)', () => {
  let t: TestApp;
  let partner: OrganisationRow;

  const metaInfo = (company: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customers/organisations_integration/${encodeURIComponent(company)}/meta_info`,
    });

  beforeAll(async () => {
    t = await createTestApp();
    partner = await createTestOrganisation(t.app.db, {
      featureFlags: { show_card_dashboard: true },
    });
  });
  afterAll(() => t.app.close());

  it('answers data.data with company_profile and feature_flags, by short code, uuid or name', async () => {
    const expected = {
      data: {
        company_profile: { name: partner.name, uuid: partner.uuid, short_code: partner.shortCode },
        feature_flags: { show_card_dashboard: true },
      },
    };
    for (const company of [partner.shortCode, partner.uuid, partner.name.toLowerCase()]) {
      const res = await metaInfo(company);
      expect({ company, status: res.statusCode, body: res.json() }).toEqual({
        company,
        status: 200,
        body: expected,
      });
    }
  });

  it('reports show_card_dashboard off for an organisation that never set it', async () => {
    const plain = await createTestOrganisation(t.app.db);
    const res = await metaInfo(plain.shortCode);
    expect(res.json().data.feature_flags).toEqual({ show_card_dashboard: false });
  });

  it('answers 404 for an unknown or inactive company', async () => {
    const res = await metaInfo('no-such-company');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [unknownOrganisationMessage('no-such-company')] });
    const gone = await createTestOrganisation(t.app.db, { active: false });
    expect((await metaInfo(gone.shortCode)).statusCode).toBe(404);
  });
});

describe("the signed-in user's own organisation (/org/dashboard)", () => {
  let t: TestApp;
  let orgA: OrganisationRow;
  let orgB: OrganisationRow;

  /** Signs up on an organisation's address, joins it by invitation and returns the session. */
  async function signUpOn(host: string): Promise<Record<string, string>> {
    const { session: signedIn } = await signUp(
      t.app,
      { firstname: 'Mira', lastname: 'Shah' },
      { host },
    );
    const session: Record<string, string> = {};
    for (const name of ['access-token', 'client', 'uid'] as const) session[name] = signedIn[name];
    const tenant = host.split('.localhost')[0];
    if (tenant && tenant !== host) await joinByInvitation(t.app, session, tenant);
    return session;
  }

  const ownOrganisation = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/customers/organisation', headers });

  const expectedFor = (org: OrganisationRow) => ({
    data: {
      name: org.name,
      uuid: org.uuid,
      short_code: org.shortCode,
      sponsored_benefits: org.sponsoredBenefits,
      helpline: null,
      feature_flags: { show_card_dashboard: false },
    },
  });

  beforeAll(async () => {
    t = await createTestApp();
    orgA = await createTestOrganisation(t.app.db, { sponsoredBenefits: benefits });
    orgB = await createTestOrganisation(t.app.db, {
      sponsoredBenefits: [{ title: '24x7 helpline', description: 'Any hour.' }],
    });
  });
  afterAll(() => t.app.close());

  it('answers 401 without a session', async () => {
    expect((await ownOrganisation({})).statusCode).toBe(401);
  });

  it("shows a member their organisation's name and sponsored benefits", async () => {
    const session = await signUpOn(`${orgA.shortCode}.localhost:3000`);
    const res = await ownOrganisation(session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expectedFor(orgA));
  });

  it('never shows a member of one organisation another one, whatever the request names', async () => {
    const memberOfA = await signUpOn(`${orgA.shortCode}.localhost:3000`);
    const memberOfB = await signUpOn(`${orgB.shortCode}.localhost:3000`);
    expect((await ownOrganisation(memberOfB)).json()).toEqual(expectedFor(orgB));
    // The request is made on B's address and names B in the headers: A's member still gets A.
    const asIfB = await ownOrganisation({
      ...memberOfA,
      host: `${orgB.shortCode}.localhost:3000`,
      'x-company-profile-uuid': orgB.uuid,
    });
    expect(asIfB.json()).toEqual(expectedFor(orgA));
  });

  it('answers 404 to a user without an organisation', async () => {
    const patient = await signUpOn('localhost:3000');
    const res = await ownOrganisation(patient);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [NO_ORGANISATION_MESSAGE] });
  });

  it('answers 404 once the organisation is deactivated', async () => {
    const lapsed = await createTestOrganisation(t.app.db);
    const member = await signUpOn(`${lapsed.shortCode}.localhost:3000`);
    await t.app.db
      .update(organisations)
      .set({ active: false })
      .where(eq(organisations.id, lapsed.id));
    expect((await ownOrganisation(member)).statusCode).toBe(404);
  });
});

describe('demo organisations', () => {
  it('seeds acme and globex, and can seed again over them', async () => {
    const t = await createTestApp();
    await seedDemoOrganisations(t.app.db);
    await seedDemoOrganisations(t.app.db);
    for (const demo of demoOrganisations) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/customers/organisations_integration/${demo.shortCode}/meta_info`,
      });
      expect(res.json().data.company_profile).toEqual({
        name: demo.name,
        uuid: demo.uuid,
        short_code: demo.shortCode,
      });
    }
    await t.app.close();
  });
});
