import { describe, expect, it, vi } from 'vitest';
import { createSafeStore } from '../../lib/storage';
import { loadUserCountry } from './location';

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('SPEC §4 start-up: GET location sets userCountry', () => {
  it('stores the country the API reports, once per device', async () => {
    const store = createSafeStore(() => undefined);
    const request = answer(200, { country: 'gb', city: 'London', city_code: null });
    await loadUserCountry(store, request);
    expect(request).toHaveBeenCalledWith('/api/location', expect.anything());
    expect(store.getItem('userCountry')).toBe('GB');
    await loadUserCountry(store, request);
    expect(request).toHaveBeenCalledTimes(1);
  });

  // SPEC §8 "location failure: country defaults to IN" (unset reads as IN in every gate).
  it('stores nothing on failure, so the default IN applies and the next start asks again', async () => {
    const store = createSafeStore(() => undefined);
    await loadUserCountry(store, answer(500, { errors: ['down'] }));
    await loadUserCountry(store, () => Promise.reject(new TypeError('offline')));
    expect(store.getItem('userCountry')).toBeNull();
  });
});
