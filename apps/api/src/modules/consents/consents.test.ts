import {
  consentsResponseSchema,
  PRIVACY_CONSENT_REQUIRED_MESSAGE,
  privacyPolicyStatusResponseSchema,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, type ClientSession } from '../../test/auth';

// Consents (SPEC §3, §4, §7): versioned documents, acceptances with version, time and method,
// a new version to acknowledge, and withdrawal that stops clinical use.

const ADMIN_TOKEN = 'consents-admin-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN });
});
afterAll(() => t.app.close());

const get = (session: ClientSession, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: session });
const post = (session: ClientSession, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: session,
    ...(payload ? { payload } : {}),
  });

const privacyStatus = async (session: ClientSession) =>
  privacyPolicyStatusResponseSchema.parse(
    (await get(session, 'customers/privacy_policy_consent_status_v2')).json(),
  ).data;

const publish = (token: string | undefined, type = 'privacy_policy') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/policies',
    headers: token ? { 'x-admin-token': token } : {},
    payload: {
      type,
      title: 'Privacy policy',
      summary: 'We now name the email provider we use.',
      sections: [{ heading: 'Who can see it', paragraphs: ['Only you and your care team.'] }],
    },
  });

describe('policy documents', () => {
  it('are served publicly, current and by version; an unknown version is 404', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/policies/tnc' });
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ type: 'tnc', title: 'Terms and conditions' });
    expect(current.json().data.sections.length).toBeGreaterThan(3);
    const first = await t.app.inject({ method: 'GET', url: '/api/policies/tnc/1' });
    expect(first.json().data.version).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/policies/tnc/999' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/policies/cookies' })).statusCode).toBe(
      422,
    );
  });

  it('are published only with the admin token', async () => {
    expect((await publish(undefined)).statusCode).toBe(404);
    expect((await publish('wrong-token-0123456789')).statusCode).toBe(404);
  });
});

describe('consent state', () => {
  it('a new account accepted the current versions at sign-up', async () => {
    const { session } = await signUp(t.app);
    expect((await get(session, 'customers/customers/tnc_and_pp_status')).json()).toEqual({
      data: { is_tnc_checked: true, is_privacy_policy_checked: true },
    });
    expect((await get(session, 'customers/customers/eighteen_plus_status')).json()).toEqual({
      data: { is_eighteen_plus_checked: true },
    });
    expect(await privacyStatus(session)).toEqual({
      privacy_policy_consent_status: true,
      pending: [],
    });
  });

  it('a new version must be acknowledged; the acceptance is recorded with version, time and method', async () => {
    const { session } = await signUp(t.app);
    t.clock.advance(1000);
    const published = await publish(ADMIN_TOKEN);
    expect(published.statusCode, published.body).toBe(201);
    const version = published.json().data.version as number;
    expect(version).toBeGreaterThan(1);

    const before = await privacyStatus(session);
    expect(before.privacy_policy_consent_status).toBe(false);
    expect(before.pending).toEqual([
      expect.objectContaining({
        policy: expect.objectContaining({
          type: 'privacy_policy',
          version,
          summary: 'We now name the email provider we use.',
        }),
        accepted_version: version - 1,
        accepted: false,
      }),
    ]);

    t.clock.advance(1000);
    const acknowledged = await post(session, 'customers/acknowledge_privacy_policy_v2', {
      method_type: 'modal',
      policy_type: 'privacy_policy',
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data).toEqual({ privacy_policy_consent_status: true, pending: [] });
    const consents = consentsResponseSchema.parse(
      (await get(session, 'customers/consents')).json(),
    ).data;
    expect(consents.history[0]).toEqual({
      consent_type: 'privacy_policy',
      version,
      action: 'accepted',
      method: 'modal',
      at: t.clock.now().toISOString(),
    });

    // Someone else's state is their own.
    const other = await signUp(t.app);
    expect((await get(other.session, 'customers/consents')).json().data.history).toEqual([]);
  });

  it('withdrawing the privacy policy stops assessments until it is accepted again', async () => {
    const { session } = await signUp(t.app);
    const withdrawn = await post(session, 'customers/consents/withdraw', {
      consent_type: 'privacy_policy',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.history[0]).toMatchObject({
      consent_type: 'privacy_policy',
      action: 'withdrawn',
    });
    expect((await privacyStatus(session)).privacy_policy_consent_status).toBe(false);

    const answers = { q1: 0, q2: 0 };
    const refused = await post(session, 'customers/assessments/phq2', { answers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [PRIVACY_CONSENT_REQUIRED_MESSAGE] });

    t.clock.advance(1000);
    const marked = await post(session, 'customers/customers/mark_tnc_and_pp', {
      method_type: 'settings',
    });
    expect(marked.json()).toEqual({
      data: { is_tnc_checked: true, is_privacy_policy_checked: true },
    });
    expect((await post(session, 'customers/assessments/phq2', { answers })).statusCode).toBe(201);
  });

  it('eighteen-plus is recorded; bad bodies are 422; a session is needed', async () => {
    const { session } = await signUp(t.app);
    expect((await post(session, 'customers/customers/mark_eighteen_plus')).json()).toEqual({
      data: { is_eighteen_plus_checked: true },
    });
    const history = (await get(session, 'customers/consents')).json().data.history;
    expect(history[0]).toMatchObject({
      consent_type: 'eighteen_plus',
      action: 'accepted',
      method: 'checkbox',
    });
    const bad = await post(session, 'customers/acknowledge_privacy_policy_v2', {
      method_type: 'fax',
      policy_type: 'privacy_policy',
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await post(session, 'customers/consents/withdraw', { consent_type: 'eighteen_plus' }))
        .statusCode,
    ).toBe(422);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/customers/privacy_policy_consent_status_v2',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
