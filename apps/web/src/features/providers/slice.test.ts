import { configureStore } from '@reduxjs/toolkit';
import type { ProviderCard } from '@kaizen/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/http/request-error';
import { fetchClinics, fetchProviders } from './api';
import { clinicsReducer, loadClinics } from './clinics-slice';
import { loadMoreProviders, loadProviders, providersReducer } from './slice';

vi.mock('./api', () => ({ fetchProviders: vi.fn(), fetchClinics: vi.fn() }));

const card = (uuid: string) => ({ uuid }) as ProviderCard;
const page = (uuids: string[], next: string | null) => ({
  providers: uuids.map(card),
  next_cursor: next,
});
const makeStore = () =>
  configureStore({ reducer: { providers: providersReducer, clinics: clinicsReducer } });

beforeEach(() => vi.mocked(fetchProviders).mockReset());

describe('providers state area (SPEC §3)', () => {
  it('loads a listing, appends the next page and keeps one copy of each provider', async () => {
    vi.mocked(fetchProviders)
      .mockResolvedValueOnce(page(['a', 'b'], 'c1'))
      .mockResolvedValueOnce(page(['b', 'c'], null));
    const store = makeStore();
    await store.dispatch(loadProviders('type=therapy'));
    expect(store.getState().providers).toMatchObject({ loading: false, nextCursor: 'c1' });
    await store.dispatch(loadMoreProviders());
    expect(fetchProviders).toHaveBeenLastCalledWith('type=therapy', 'c1');
    const state = store.getState().providers;
    expect(state.providers.map((provider) => provider.uuid)).toEqual(['a', 'b', 'c']);
    expect(state).toMatchObject({ nextCursor: null, lastAdded: 1 });
  });

  it('does not ask again for the listing it shows (back from a profile)', async () => {
    vi.mocked(fetchProviders).mockResolvedValue(page(['a'], null));
    const store = makeStore();
    await store.dispatch(loadProviders('type=therapy'));
    await store.dispatch(loadProviders('type=therapy'));
    expect(fetchProviders).toHaveBeenCalledTimes(1);
  });

  it('keeps only the newest listing when answers arrive out of order', async () => {
    let answerOld: (value: ReturnType<typeof page>) => void = () => undefined;
    vi.mocked(fetchProviders).mockImplementation((search) =>
      search === 'languages=hindi'
        ? new Promise((resolve) => (answerOld = resolve))
        : Promise.resolve(page(['new'], null)),
    );
    const store = makeStore();
    const old = store.dispatch(loadProviders('languages=hindi'));
    await store.dispatch(loadProviders('languages=tamil'));
    answerOld(page(['old'], null));
    await old;
    const state = store.getState().providers;
    expect(state.search).toBe('languages=tamil');
    expect(state.providers.map((provider) => provider.uuid)).toEqual(['new']);
  });

  it('keeps the messages of a failure, and a retry asks again', async () => {
    vi.mocked(fetchProviders)
      .mockRejectedValueOnce(new RequestError({ kind: 'network', messages: ['Offline.'] }))
      .mockResolvedValueOnce(page(['a'], null));
    const store = makeStore();
    await store.dispatch(loadProviders('type=therapy'));
    expect(store.getState().providers).toMatchObject({ loading: false, error: ['Offline.'] });
    await store.dispatch(loadProviders('type=therapy'));
    expect(store.getState().providers).toMatchObject({ error: null, providers: [card('a')] });
  });
});

describe('clinics state area (SPEC §3, §4, §7)', () => {
  it('loads once while the list is empty, and a failure is an empty list', async () => {
    vi.mocked(fetchClinics).mockRejectedValueOnce(new Error('down'));
    const store = makeStore();
    await store.dispatch(loadClinics());
    expect(store.getState().clinics).toEqual({ clinics: [], isLoading: false });
    const clinic = {
      id: 4,
      centre_name: 'Hauz Khas',
      city: 'del' as const,
      address: 'A-14, Green Park',
      latitude: 28.55,
      longitude: 77.2,
      centres: [],
    };
    vi.mocked(fetchClinics).mockResolvedValueOnce([clinic]);
    await store.dispatch(loadClinics());
    await store.dispatch(loadClinics());
    expect(fetchClinics).toHaveBeenCalledTimes(2);
    expect(store.getState().clinics.clinics).toEqual([clinic]);
  });
});
