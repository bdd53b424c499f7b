import {
  LOGO_MAX_BYTES,
  LOGO_MISMATCH_MESSAGE,
  LOGO_SVG_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  NOT_ORG_ADMIN_MESSAGE,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signUp, type SignedUpUser } from '../../../test/auth';
import { grantAdmin } from '../console/queries';
import type { OrganisationRow } from '../queries';
import { createTestOrganisation, joinByInvitation } from '../test-support';

// Issue 10 branding: logo upload (raster only, sniffed, size-limited), colours, the public
// branding of the address's organisation, and the logo served with its type and cache headers.

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('organisation branding', () => {
  let t: TestApp;
  let acme: OrganisationRow;
  let globex: OrganisationRow;
  let admin: SignedUpUser;
  let globexAdmin: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    acme = await createTestOrganisation(t.app.db);
    globex = await createTestOrganisation(t.app.db);
    admin = await signUp(t.app);
    globexAdmin = await signUp(t.app);
    member = await signUp(t.app);
    await grantAdmin(t.app.db, admin.id, acme.id, t.app.clock.now());
    await grantAdmin(t.app.db, globexAdmin.id, globex.id, t.app.clock.now());
    await joinByInvitation(t.app, member.session, acme.shortCode);
  });
  afterAll(() => t.app.close());

  const upload = (user: SignedUpUser, body: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/org-admin/branding/logo',
      headers: { ...user.session, 'content-type': type },
      payload: body,
    });
  const brandingOn = (shortCode: string) =>
    t.app.inject({
      url: '/api/organisation_branding',
      headers: { host: `${shortCode}.localhost` },
    });

  it('uploads a PNG logo that the public branding names and the logo route serves', async () => {
    const uploaded = await upload(admin, PNG);
    expect(uploaded.statusCode).toBe(200);
    const logoUrl: string = uploaded.json().data.logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/api/organisations/${acme.uuid}/logo\\?v=[0-9a-f]{16}$`));

    const branding = (await brandingOn(acme.shortCode)).json().data;
    expect(branding).toMatchObject({ name: acme.name, logo_url: logoUrl });

    const logo = await t.app.inject({ url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // Unversioned: a short cache; a known ETag: 304.
    const plain = await t.app.inject({ url: `/api/organisations/${acme.uuid}/logo` });
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    const again = await t.app.inject({
      url: logoUrl,
      headers: { 'if-none-match': String(logo.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses SVG, bytes that are not the declared type, and files over the limit', async () => {
    expect((await upload(admin, SVG, 'image/svg+xml')).json()).toMatchObject({
      errors: [LOGO_SVG_MESSAGE],
    });
    // An SVG sent as a PNG is still an SVG.
    expect((await upload(admin, SVG, 'image/png')).json()).toMatchObject({
      errors: [LOGO_SVG_MESSAGE],
    });
    const mismatch = await upload(admin, PNG, 'image/jpeg');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ errors: [LOGO_MISMATCH_MESSAGE] });
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooLarge = await upload(admin, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errors: [LOGO_TOO_LARGE_MESSAGE] });
    const gif = await upload(admin, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.statusCode).toBe(415);
  });

  it('sets colours (any well-formed colour is kept; the web applies the passing ones)', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/org-admin/branding/colours',
      headers: admin.session,
      payload: { primary: '#3D3A8C', header_background: '#f5a623' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.colours).toEqual({ primary: '#3d3a8c', header_background: '#f5a623' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/org-admin/branding/colours',
      headers: admin.session,
      payload: { primary: 'red; background:url(x)', header_background: null },
    });
    expect(bad.statusCode).toBe(422);
    expect((await brandingOn(acme.shortCode)).json().data.colours.primary).toBe('#3d3a8c');
  });

  it('an administrator of another organisation changes only their own; members get 404', async () => {
    expect((await upload(globexAdmin, PNG)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/org-admin/branding/logo',
      headers: globexAdmin.session,
    });
    // Acme's logo and colours are untouched by Globex's administrator.
    const acmeBranding = (await brandingOn(acme.shortCode)).json().data;
    expect(acmeBranding.logo_url).not.toBeNull();
    expect((await brandingOn(globex.shortCode)).json().data.logo_url).toBeNull();
    for (const [method, url] of [
      ['GET', '/api/org-admin/branding'],
      ['PUT', '/api/org-admin/branding/logo'],
      ['DELETE', '/api/org-admin/branding/logo'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...member.session, 'content-type': 'image/png' },
        ...(method === 'PUT' ? { payload: PNG } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ errors: [NOT_ORG_ADMIN_MESSAGE] });
    }
    const colours = await t.app.inject({
      method: 'PUT',
      url: '/api/org-admin/branding/colours',
      headers: member.session,
      payload: { primary: null, header_background: null },
    });
    expect(colours.statusCode).toBe(404);
  });

  it('no organisation on the address: null branding; an unknown logo: 404', async () => {
    expect((await t.app.inject({ url: '/api/organisation_branding' })).json()).toEqual({
      data: null,
    });
    const missing = await t.app.inject({ url: `/api/organisations/${crypto.randomUUID()}/logo` });
    expect(missing.statusCode).toBe(404);
  });
});
