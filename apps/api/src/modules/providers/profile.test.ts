import { PROVIDER_NOT_FOUND_MESSAGE, type ProviderProfileResponse } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { findProviderByUuid } from './service';
import { createClinic, createProvider } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const getProfile = (uuid: string) => t.app.inject({ method: 'GET', url: `/api/providers/${uuid}` });

describe('GET /api/providers/:uuid', () => {
  it('answers the profile: bio, qualifications, fees per kind, clinics with coordinates', async () => {
    const clinic = await createClinic(t.app.db, 'blr');
    const earliest = new Date(t.clock.now().getTime() + 26 * 3_600_000);
    const provider = await createProvider(t.app.db, {
      providerType: 'psychiatry',
      gender: 'male',
      languages: ['english', 'malayalam'],
      concerns: ['sleep', 'depression'],
      qualifications: ['MBBS', 'MD Psychiatry'],
      yearsOfExperience: 11,
      bio: 'I am a consultant psychiatrist with 11 years of experience.',
      priceTier: 3,
      timeZone: 'Europe/London',
      photoUrl: 'http://localhost:3000/avatars/p-1.jpg',
      kinds: { offline: 240_000, tele: 200_000 },
      clinicIds: [clinic.id],
      earliest: { tele: earliest, offline: null },
    });
    const response = await getProfile(provider.uuid);
    expect(response.statusCode).toBe(200);
    expect((response.json() as ProviderProfileResponse).data).toEqual({
      uuid: provider.uuid,
      firstname: provider.firstname,
      lastname: provider.lastname,
      provider_type: 'psychiatry',
      gender: 'male',
      languages: ['english', 'malayalam'],
      concerns: ['sleep', 'depression'],
      qualifications: ['MBBS', 'MD Psychiatry'],
      years_of_experience: 11,
      bio: 'I am a consultant psychiatrist with 11 years of experience.',
      photo_url: 'http://localhost:3000/avatars/p-1.jpg',
      price_tier: 3,
      time_zone: 'Europe/London',
      session_kinds: [
        {
          kind: 'tele',
          duration_minutes: 50,
          price: 200_000,
          currency: 'INR',
          group_capacity: null,
        },
        {
          kind: 'offline',
          duration_minutes: 50,
          price: 240_000,
          currency: 'INR',
          group_capacity: null,
        },
      ],
      earliest_available_datetime: earliest.toISOString(),
      clinics: [
        {
          id: clinic.id,
          centre_name: clinic.centreName,
          city: 'blr',
          address: clinic.address,
          latitude: clinic.latitude,
          longitude: clinic.longitude,
          centres: clinic.centres,
        },
      ],
    });
  });

  it('shows the default avatar for a photo outside the avatar folder (SPEC §5)', async () => {
    for (const photoUrl of ['https://evil.example/avatars/x.png', 'http://localhost:3000/x.png']) {
      const provider = await createProvider(t.app.db, { photoUrl });
      const { data } = (await getProfile(provider.uuid)).json() as ProviderProfileResponse;
      expect(data.photo_url, photoUrl).toBe('/images/default-avatar.svg');
    }
  });

  it('answers 404 for an unknown, inactive or malformed uuid', async () => {
    const inactive = await createProvider(t.app.db, { active: false });
    for (const uuid of [crypto.randomUUID(), inactive.uuid, 'not-a-uuid']) {
      const response = await getProfile(uuid);
      expect(response.statusCode, uuid).toBe(404);
      expect(response.json()).toMatchObject({ errors: [PROVIDER_NOT_FOUND_MESSAGE] });
    }
  });

  it('findProviderByUuid finds listed providers only (for the slots route)', async () => {
    const active = await createProvider(t.app.db);
    const inactive = await createProvider(t.app.db, { active: false });
    expect((await findProviderByUuid(t.app.db, active.uuid.toUpperCase()))?.id).toBe(active.id);
    expect(await findProviderByUuid(t.app.db, inactive.uuid)).toBeNull();
    expect(await findProviderByUuid(t.app.db, 'nope')).toBeNull();
  });
});
