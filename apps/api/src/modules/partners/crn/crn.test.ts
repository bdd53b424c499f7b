import { CRN_MISMATCH_MESSAGE, CRN_NOT_LINKED_MESSAGE } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { sessionFrom, signUp, validateToken, type ClientSession } from '../../../test/auth';
import {
  createTestOrganisation,
  grantTestAdmin,
  type OrganisationRow,
} from '../../../test/organisation';
import { importCrns } from './queries';

// Issue 10 / SPEC §2, §4, §7, §8: kli_auto_login (crn). A CRN signs in only the account it was
// linked to, and is linked only by a person signed in with the email the insurer listed for it.

describe('insurer CRN sign-in', () => {
  let t: TestApp;
  let insurer: OrganisationRow;
  let other: OrganisationRow;
  let crnCounter = 0;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    insurer = await createTestOrganisation(t.app.db, {
      featureFlags: { show_card_dashboard: true },
    });
    other = await createTestOrganisation(t.app.db);
  });
  afterAll(() => t.app.close());

  const newCrn = () => `CRN${Date.now().toString(36)}${++crnCounter}`;
  const register = (crn: string, email: string, org = insurer) =>
    importCrns(t.app.db, org.id, [{ crn, email }], t.app.clock.now());
  const autoLogin = (crn: string, org: OrganisationRow | null = insurer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/kli_auto_login',
      headers: org ? { 'x-company-profile-uuid': org.uuid } : {},
      payload: { crn },
    });
  const link = (session: ClientSession, crn: string, org = insurer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/kli_crn_link',
      headers: { ...session, 'x-company-profile-uuid': org.uuid },
      payload: { crn },
    });
  const expectNotLinked = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [CRN_NOT_LINKED_MESSAGE] });
  };

  it('refuses an unlinked CRN with 422 (the fallback), then signs in once its customer linked it', async () => {
    const person = await signUp(t.app);
    const crn = newCrn();
    await register(crn, String(person.email).toUpperCase());
    expectNotLinked(await autoLogin(crn));

    const linked = await link(person.session, crn);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.organisation_name).toBe(insurer.name);

    const signedIn = await autoLogin(crn);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.id).toBe(person.id);
    expect(signedIn.json().data.organisation_name).toBe(insurer.name);
    expect((await validateToken(t.app, sessionFrom(signedIn))).statusCode).toBe(200);
  });

  it('never links a CRN listed for someone else, nor one already linked', async () => {
    const customer = await signUp(t.app);
    const stranger = await signUp(t.app);
    const crn = newCrn();
    await register(crn, String(customer.email));
    const refused = await link(stranger.session, crn);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [CRN_MISMATCH_MESSAGE] });
    expect((await link(stranger.session, newCrn())).statusCode).toBe(422);
    expectNotLinked(await autoLogin(crn));

    expect((await link(customer.session, crn)).statusCode).toBe(200);
    expect((await link(stranger.session, crn)).statusCode).toBe(422);
    expect((await autoLogin(crn)).json().data.id).toBe(customer.id);
  });

  it("answers only on the insurer's own address: another organisation or none gets 422", async () => {
    const person = await signUp(t.app);
    const crn = newCrn();
    await register(crn, String(person.email));
    expect((await link(person.session, crn)).statusCode).toBe(200);
    expectNotLinked(await autoLogin(crn, other));
    expectNotLinked(await autoLogin(crn, null));
    expectNotLinked(await autoLogin('not a crn!'));
  });

  it('stops signing in a customer whose membership the insurer ended', async () => {
    const person = await signUp(t.app);
    const crn = newCrn();
    await register(crn, String(person.email));
    expect((await link(person.session, crn)).statusCode).toBe(200);
    const admin = await signUp(t.app);
    await grantTestAdmin(t.app, admin.id, insurer.id);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/org-admin/members/${person.user.uuid}`,
      headers: admin.session,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectNotLinked(await autoLogin(crn));
  });

  it('links nothing without the insurer named, nor for an organisation that does not exist', async () => {
    const person = await signUp(t.app);
    const crn = newCrn();
    await register(crn, String(person.email));
    const unnamed = await t.app.inject({
      method: 'POST',
      url: '/api/kli_crn_link',
      headers: person.session,
      payload: { crn },
    });
    expect(unnamed.statusCode).toBe(422);
    const missing = await link(person.session, crn, { ...other, uuid: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
    // The CRN listed for this person still links on the insurer's address.
    expect((await link(person.session, crn)).statusCode).toBe(200);
  });
});
