import {
  DEFAULT_APP_VISIBILITY,
  MAX_PROFILE_MEMBERS,
  type AppVisibilityResponse,
  type ClinicsResponse,
} from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp } from '../../test/auth';
import { createClinic, createProvider } from './test-support';

/** What a signed-up patient sees: the SPEC §3 defaults, with room to add members. */
const PATIENT_VISIBILITY = {
  ...DEFAULT_APP_VISIBILITY,
  showaddmember: true,
  max_member_count: MAX_PROFILE_MEMBERS,
};

// GET /api/clinics, GET /api/location and app visibility v2 (SPEC §3, §7, §8). These run on a
// database of their own (an in-memory one even in the server pass): "no clinics at all" and
// "no clinic in this city" cannot be seen on a database other test files write to.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATABASE_URL: '' });
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/clinics', () => {
  it('answers an empty list, not an error, when there are no clinics', async () => {
    const response = await get('/api/clinics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('lists active clinics by city with centres and coordinates', async () => {
    const mum = await createClinic(t.app.db, 'mum');
    const blr = await createClinic(t.app.db, 'blr');
    await createClinic(t.app.db, 'del', false);
    const { data } = (await get('/api/clinics')).json() as ClinicsResponse;
    expect(data.map((clinic) => clinic.id)).toEqual([blr.id, mum.id]);
    expect(data[1]).toEqual({
      id: mum.id,
      centre_name: mum.centreName,
      city: 'mum',
      address: mum.address,
      latitude: mum.latitude,
      longitude: mum.longitude,
      centres: [{ id: 1, name: 'Adult care' }],
    });
  });
});

describe('GET /api/location', () => {
  it('defaults the country to IN and the city to null (SPEC §8)', async () => {
    const response = await get('/api/location');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country: 'IN', city: null, city_code: null });
  });

  it('reads the country and city a proxy or CDN reports', async () => {
    expect(
      (await get('/api/location', { 'cf-ipcountry': 'gb', 'cf-ipcity': 'London' })).json(),
    ).toEqual({ country: 'GB', city: 'London', city_code: null });
    expect(
      (
        await get('/api/location', {
          'x-vercel-ip-country': 'IN',
          'x-vercel-ip-city': 'New%20Delhi',
        })
      ).json(),
    ).toEqual({ country: 'IN', city: 'New Delhi', city_code: 'del' });
    expect((await get('/api/location', { 'x-city': 'Bangalore' })).json()).toEqual({
      country: 'IN',
      city: 'Bangalore',
      city_code: 'blr',
    });
  });

  it('falls back to IN for unknown country codes (XX, T1 for Tor, junk)', async () => {
    for (const code of ['XX', 'T1', 'india', '<script>']) {
      expect((await get('/api/location', { 'cf-ipcountry': code })).json().country).toBe('IN');
    }
  });
});

describe('GET /api/customers/app_visibility_v2', () => {
  it('needs a signed-in user', async () => {
    expect((await get('/api/customers/app_visibility_v2')).statusCode).toBe(401);
  });

  it('answers the SPEC §3 defaults when the city is unknown or has no clinic', async () => {
    const { session } = await signUp(t.app);
    for (const url of [
      '/api/customers/app_visibility_v2',
      '/api/customers/app_visibility_v2?city=del',
    ]) {
      const response = await get(url, session);
      expect(response.statusCode, url).toBe(200);
      expect((response.json() as AppVisibilityResponse).data).toEqual({
        is_therapy_offered: true,
        is_psychiatry_offered: true,
        is_therapy_offered_offline: false,
        is_psychiatry_offered_offline: false,
        is_couple_therapy_offered: true,
        is_couple_therapy_offered_offline: false,
        // A personal (patient) account may add members (issue 10, modules/profiles).
        showaddmember: true,
        showcommunities: true,
        added_member_count: 0,
        max_member_count: MAX_PROFILE_MEMBERS,
      });
    }
  });

  it("turns offline care on for the kinds seen in person in the caller's city", async () => {
    const { session } = await signUp(t.app);
    const [mum, del] = [await createClinic(t.app.db, 'mum'), await createClinic(t.app.db, 'del')];
    const offline = { tele: 100_000, offline: 120_000 };
    await createProvider(t.app.db, {
      providerType: 'cf_therapy',
      kinds: offline,
      clinicIds: [mum.id],
    });
    await createProvider(t.app.db, {
      providerType: 'couples',
      kinds: offline,
      clinicIds: [del.id],
    });
    // Linked to a clinic but not offering offline sessions: does not count.
    await createProvider(t.app.db, { providerType: 'psychiatry', clinicIds: [mum.id] });

    const byHeader = await get('/api/customers/app_visibility_v2', {
      ...session,
      'cf-ipcity': 'Thane',
    });
    expect((byHeader.json() as AppVisibilityResponse).data).toEqual({
      ...PATIENT_VISIBILITY,
      is_therapy_offered_offline: true,
    });
    const byQuery = await get('/api/customers/app_visibility_v2?city=del', session);
    expect((byQuery.json() as AppVisibilityResponse).data).toEqual({
      ...PATIENT_VISIBILITY,
      is_couple_therapy_offered_offline: true,
    });
  });
});
