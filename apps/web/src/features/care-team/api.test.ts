import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { fetchMyProviders } from './api';

const http = vi.hoisted(() => ({ get: vi.fn(() => Promise.resolve({ data: { data: [] } })) }));
vi.mock('../../lib/http/client', () => ({ http }));

afterEach(() => {
  http.get.mockClear();
  localStore.removeItem(StorageKey.platform);
});

// SPEC §7: "my_providers_dropdown_v2 | provider_type=all, optional include_support_providers=true;
// nocache timestamp in native apps".
describe('providers dropdown request (SPEC §7)', () => {
  it('adds a nocache timestamp inside a native app', async () => {
    localStore.setItem(StorageKey.platform, 'android');
    await fetchMyProviders(() => 1_764_000_000_000);
    expect(http.get).toHaveBeenCalledWith('customers/customers/my_providers_dropdown_v2', {
      params: { provider_type: 'all', nocache: '1764000000000' },
    });
  });

  it('asks without it on the web', async () => {
    await fetchMyProviders(() => 1);
    expect(http.get).toHaveBeenCalledWith('customers/customers/my_providers_dropdown_v2', {
      params: { provider_type: 'all' },
    });
  });
});
