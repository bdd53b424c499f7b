import {
  adminFeatureFlagResponseSchema,
  adminFeatureFlagsResponseSchema,
  featuresResponseSchema,
  UNKNOWN_ORGANISATION_FOR_FLAG_MESSAGE,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { createTestOrganisation, joinByInvitation } from '../../test/organisation';
import { FLAG_TEST_ADMIN_TOKEN as TOKEN, overrideFlag } from './test-support';

// Feature flags (issue 15): platform defaults, per-organisation overrides, the SPEC §7 path.
// Defaults are shared by every test file on the PostgreSQL server, so this file changes only
// ai_enabled's default (nobody else reads it) and puts it back; overrides use fresh organisations.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: TOKEN });
});
afterAll(() => t.app.close());

const admin = (
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-admin-token': TOKEN },
    ...(payload === undefined ? {} : { payload }),
  });

const featuresOf = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/features', headers });
  expect(response.statusCode, response.body).toBe(200);
  const { features } = featuresResponseSchema.parse(response.json());
  return Object.fromEntries(features.map((flag) => [flag.name, flag.enabled]));
};

describe('the SPEC §7 feature-flag path', () => {
  it('answers every flag as features[] of name and enabled; ai_enabled is off by default', async () => {
    const flags = await featuresOf();
    expect(flags).toMatchObject({
      ai_enabled: false,
      cf_coupon_enabled: true,
      public_show_coupon_code_on_customer_listing: true,
    });
  });

  it("gives a member their organisation's override, over the default; others keep the default", async () => {
    const organisation = await createTestOrganisation(t.app.db);
    const member = await signUp(t.app);
    const outsider = await signUp(t.app);
    await joinByInvitation(t.app, member.session, organisation.shortCode);
    await overrideFlag(t.app, TOKEN, {
      flag: 'ai_enabled',
      shortCode: organisation.shortCode,
      enabled: true,
    });
    expect((await featuresOf(member.session)).ai_enabled).toBe(true);
    expect((await featuresOf(outsider.session)).ai_enabled).toBe(false);

    // The override wins whichever way the default goes.
    await overrideFlag(t.app, TOKEN, {
      flag: 'cf_coupon_enabled',
      shortCode: organisation.shortCode,
      enabled: false,
    });
    expect((await featuresOf(member.session)).cf_coupon_enabled).toBe(false);
    expect((await featuresOf(outsider.session)).cf_coupon_enabled).toBe(true);

    // Removing the override gives the member the default again.
    const removed = await admin(
      'DELETE',
      `/api/admin/feature-flags/ai_enabled/organisations/${organisation.shortCode}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await featuresOf(member.session)).ai_enabled).toBe(false);
  });

  it('changes a default for everyone without an override', async () => {
    const organisation = await createTestOrganisation(t.app.db);
    const member = await signUp(t.app);
    await joinByInvitation(t.app, member.session, organisation.shortCode);
    await overrideFlag(t.app, TOKEN, {
      flag: 'ai_enabled',
      shortCode: organisation.shortCode,
      enabled: false,
    });
    try {
      const changed = await admin('PATCH', '/api/admin/feature-flags/ai_enabled', {
        default_enabled: true,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(adminFeatureFlagResponseSchema.parse(changed.json()).data.default_enabled).toBe(true);
      expect((await featuresOf()).ai_enabled).toBe(true);
      expect((await featuresOf(member.session)).ai_enabled).toBe(false);
    } finally {
      await admin('PATCH', '/api/admin/feature-flags/ai_enabled', { default_enabled: false });
    }
    expect((await featuresOf()).ai_enabled).toBe(false);
  });
});

describe('the operator API', () => {
  it('does not exist without the token, or with a wrong one (404)', async () => {
    // Well-formed requests: the token is checked after the body (Fastify validates first).
    const calls = [
      { method: 'GET' as const, url: '/api/admin/operator' },
      { method: 'GET' as const, url: '/api/admin/feature-flags' },
      {
        method: 'PATCH' as const,
        url: '/api/admin/feature-flags/ai_enabled',
        payload: { default_enabled: true },
      },
      {
        method: 'PUT' as const,
        url: '/api/admin/feature-flags/ai_enabled/organisations/acme',
        payload: { enabled: true },
      },
      { method: 'DELETE' as const, url: '/api/admin/feature-flags/ai_enabled/organisations/acme' },
    ];
    for (const call of calls) {
      for (const headers of [{}, { 'x-admin-token': 'not-the-operator-token-at-all' }]) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
    }
    expect((await admin('GET', '/api/admin/operator')).json()).toEqual({
      data: { operator: true },
    });
  });

  it('lists every flag with its description, default and overrides', async () => {
    const organisation = await createTestOrganisation(t.app.db);
    await overrideFlag(t.app, TOKEN, {
      flag: 'public_show_coupon_code_on_customer_listing',
      shortCode: organisation.shortCode,
      enabled: false,
    });
    const response = await admin('GET', '/api/admin/feature-flags');
    expect(response.statusCode).toBe(200);
    const flags = adminFeatureFlagsResponseSchema.parse(response.json()).data;
    expect(flags.map((flag) => flag.name)).toEqual([
      'ai_enabled',
      'cf_coupon_enabled',
      'public_show_coupon_code_on_customer_listing',
    ]);
    const listing = flags.find(
      (flag) => flag.name === 'public_show_coupon_code_on_customer_listing',
    );
    expect(listing?.description).not.toBe('');
    expect(listing?.overrides).toContainEqual({
      short_code: organisation.shortCode,
      organisation_name: organisation.name,
      enabled: false,
    });
  });

  it('refuses bad input with a clear 4xx', async () => {
    const unknownFlag = await admin('PATCH', '/api/admin/feature-flags/no_such_flag', {
      default_enabled: true,
    });
    expect(unknownFlag.statusCode).toBe(422);
    const notBoolean = await admin('PATCH', '/api/admin/feature-flags/ai_enabled', {
      default_enabled: 'yes',
    });
    expect(notBoolean.statusCode).toBe(422);
    const extraField = await admin('PATCH', '/api/admin/feature-flags/ai_enabled', {
      default_enabled: true,
      name: 'cf_coupon_enabled',
    });
    expect(extraField.statusCode).toBe(422);
    const unknownOrganisation = await admin(
      'PUT',
      '/api/admin/feature-flags/ai_enabled/organisations/no-such-org-here',
      { enabled: true },
    );
    expect(unknownOrganisation.statusCode).toBe(404);
    expect(unknownOrganisation.json()).toMatchObject({
      errors: [UNKNOWN_ORGANISATION_FOR_FLAG_MESSAGE],
    });
  });

  it('keeps one override row when two operators set it at once', async () => {
    const organisation = await createTestOrganisation(t.app.db);
    const member = await signUp(t.app);
    await joinByInvitation(t.app, member.session, organisation.shortCode);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin(
          'PUT',
          `/api/admin/feature-flags/ai_enabled/organisations/${organisation.shortCode}`,
          {
            enabled: i % 2 === 0,
          },
        ),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 200));
    const flags = adminFeatureFlagsResponseSchema.parse(
      (await admin('GET', '/api/admin/feature-flags')).json(),
    ).data;
    const rows = flags
      .find((flag) => flag.name === 'ai_enabled')
      ?.overrides.filter((override) => override.short_code === organisation.shortCode);
    expect(rows).toHaveLength(1);
    expect((await featuresOf(member.session)).ai_enabled).toBe(rows?.[0]?.enabled);
  });
});
