import { INVALID_CURSOR_MESSAGE, type ProviderListResponse } from '@kaizen/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createClinic, createProvider } from './test-support';

// Unknown filter values answer 422 naming the value, in the one error shape.

let t: TestApp;
let inactiveClinicId: number;

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/providers?${query}` });

beforeAll(async () => {
  t = await createTestApp();
  inactiveClinicId = (await createClinic(t.app.db, 'del', false)).id;
});
afterAll(() => t.app.close());

describe('GET /api/providers bad filters', () => {
  it.each([
    ['languages=klingon', "Unknown language 'klingon'."],
    ['languages=hindi,Klingon', "Unknown language 'Klingon'."],
    ['type=wizard', "Unknown provider type 'wizard'."],
    ['gender=robot', "Unknown gender 'robot'."],
    ['price=6', "Unknown price tier '6'."],
    ['max_price_tier=0', "Unknown price tier '0'."],
    ['concerns=boredom', "Unknown concern 'boredom'."],
    ['session_kinds=video', "Unknown session kind 'video'."],
    ['city=chennai', "Unknown city 'chennai'."],
    ['ih_clinic_ids=abc', "Unknown clinic 'abc'."],
    ['ih_clinic_ids=999999999', "Unknown clinic '999999999'."],
    ['sort=random', "Unknown sort 'random'."],
  ])('%s → 422 %s', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [message] });
  });

  it('names every unknown value at once', async () => {
    const response = await get('languages=klingon&gender=robot');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: expect.arrayContaining(["Unknown language 'klingon'.", "Unknown gender 'robot'."]),
    });
  });

  it('treats an inactive clinic as unknown', async () => {
    const response = await get(`ih_clinic_ids=${inactiveClinicId}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [`Unknown clinic '${inactiveClinicId}'.`] });
  });

  it('refuses unknown query keys, page sizes over 50 and bad day counts', async () => {
    for (const query of ['language=hindi', 'limit=51', 'limit=0', 'available_within_days=-1']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors).toHaveLength(1);
    }
    expect((await get('language=hindi')).json()).toMatchObject({
      errors: ['Unknown field: language.'],
    });
  });

  it('refuses a damaged cursor and a cursor made for the other sort', async () => {
    const clinic = await createClinic(t.app.db);
    await createProvider(t.app.db, { clinicIds: [clinic.id] });
    await createProvider(t.app.db, { clinicIds: [clinic.id] });
    const first = await get(`ih_clinic_ids=${clinic.id}&limit=1`);
    const cursor = (first.json() as ProviderListResponse).data.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    for (const query of [
      `ih_clinic_ids=${clinic.id}&cursor=not-a-cursor`,
      `ih_clinic_ids=${clinic.id}&cursor=${Buffer.from('{"s":"earliest"}').toString('base64url')}`,
      `ih_clinic_ids=${clinic.id}&sort=relevance&cursor=${cursor}`,
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ errors: [INVALID_CURSOR_MESSAGE] });
    }
    const next = await get(`ih_clinic_ids=${clinic.id}&limit=1&cursor=${cursor}`);
    expect((next.json() as ProviderListResponse).data.providers).toHaveLength(1);
  });
});
