import { configureStore } from '@reduxjs/toolkit';
import type { CfBookingConfig } from '@kaizen/contracts';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/http/request-error';
import { loadCfConfig } from './load-cf-config';
import {
  appConfigReducer,
  appConfigReset,
  cfConfigCleared,
  cfConfigReceived,
  initialAppConfigState,
  selectCfBookingConfig,
  type AppConfigState,
} from './slice';

const http = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../lib/http/client', () => ({ http }));

const ONLINE_THERAPY: CfBookingConfig = {
  provider_types: ['therapy'],
  session_kinds: ['tele'],
  source: 'user',
};
const CF_DROPDOWN = [{ roles: ['cf-clinician'] }];
const PLAIN_DROPDOWN = [{ roles: [] }];

const storeWith = (appConfig: Partial<AppConfigState> = {}) =>
  configureStore({
    reducer: { appConfig: appConfigReducer },
    preloadedState: { appConfig: { ...initialAppConfigState, ...appConfig } },
  });

// SPEC §3 app config isCfUser and cfUserConfig; the "GET cf configs" table line.
describe('app config: care-first state (SPEC §3)', () => {
  it('keeps the config and narrows only for a CF user with a config', () => {
    let state = appConfigReducer(
      undefined,
      cfConfigReceived({ for: 'u/self', isCfUser: true, config: ONLINE_THERAPY }),
    );
    expect(selectCfBookingConfig({ appConfig: state })).toEqual(ONLINE_THERAPY);
    state = appConfigReducer(
      state,
      cfConfigReceived({ for: 'u/self', isCfUser: true, config: {} }),
    );
    expect(state.isCfUser).toBe(true);
    expect(selectCfBookingConfig({ appConfig: state })).toBeNull();
    state = appConfigReducer(
      state,
      cfConfigReceived({ for: 'u/self', isCfUser: false, config: ONLINE_THERAPY }),
    );
    expect(selectCfBookingConfig({ appConfig: state })).toBeNull();
  });

  it("drops an answer about someone else and clears another person's persisted answer", () => {
    let state = appConfigReducer(
      undefined,
      cfConfigReceived({ for: 'u/self', isCfUser: true, config: ONLINE_THERAPY }),
    );
    state = appConfigReducer(state, cfConfigCleared('u/member'));
    expect(state).toMatchObject({ isCfUser: false, cfUserConfig: null, cfConfigFor: 'u/member' });
    state = appConfigReducer(
      state,
      cfConfigReceived({ for: 'u/self', isCfUser: true, config: ONLINE_THERAPY }),
    );
    expect(state.cfUserConfig).toBeNull();
  });

  it('forgets it all when the session ends', () => {
    const state = appConfigReducer(
      undefined,
      cfConfigReceived({ for: 'u/self', isCfUser: true, config: ONLINE_THERAPY }),
    );
    expect(appConfigReducer(state, appConfigReset())).toMatchObject({
      isCfUser: false,
      cfUserConfig: null,
      cfConfigFor: null,
    });
  });
});

describe('loading the care-first config at a signed-in start', () => {
  it('asks cf configs for a CF user (by the roles of the providers dropdown)', async () => {
    const store = storeWith();
    http.get.mockResolvedValueOnce({ data: { data: { cf_booking_configs: ONLINE_THERAPY } } });
    await loadCfConfig(store, CF_DROPDOWN, 'u/self');
    expect(http.get).toHaveBeenCalledWith('customers/customers/cf_configs');
    expect(store.getState().appConfig).toMatchObject({
      isCfUser: true,
      cfUserConfig: ONLINE_THERAPY,
      cfConfigFor: 'u/self',
    });
  });

  it('does not ask for someone no provider marks as CF', async () => {
    const store = storeWith();
    const fetch = vi.fn();
    await loadCfConfig(store, PLAIN_DROPDOWN, 'u/self', fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().appConfig).toMatchObject({ isCfUser: false, cfUserConfig: {} });
  });

  it('keeps an empty object on error, and changes nothing when the request was cancelled', async () => {
    const store = storeWith();
    await loadCfConfig(store, CF_DROPDOWN, 'u/self', () =>
      Promise.reject(new RequestError({ kind: 'http', status: 500, messages: ['x'] })),
    );
    expect(store.getState().appConfig).toMatchObject({ isCfUser: true, cfUserConfig: {} });

    const loaded = storeWith({
      isCfUser: true,
      cfUserConfig: ONLINE_THERAPY,
      cfConfigFor: 'u/self',
    });
    await loadCfConfig(loaded, CF_DROPDOWN, 'u/self', () =>
      Promise.reject(new RequestError({ kind: 'cancelled', messages: [] })),
    );
    expect(loaded.getState().appConfig.cfUserConfig).toEqual(ONLINE_THERAPY);
  });

  it('narrows nothing and asks nothing when the dropdown failed (as on an error)', async () => {
    const store = storeWith();
    const fetch = vi.fn(() => Promise.resolve(ONLINE_THERAPY));
    await loadCfConfig(store, null, 'u/self', fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().appConfig).toMatchObject({ isCfUser: false, cfUserConfig: {} });
  });

  it("after a profile switch, the account holder's plan is gone while the member's loads", async () => {
    const store = storeWith({
      isCfUser: true,
      cfUserConfig: ONLINE_THERAPY,
      cfConfigFor: 'u/self',
    });
    let answer: (config: CfBookingConfig | Record<string, never>) => void = () => {};
    const loading = loadCfConfig(
      store,
      CF_DROPDOWN,
      'u/member',
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(selectCfBookingConfig(store.getState())).toBeNull();
    answer({ ...ONLINE_THERAPY, session_kinds: ['offline'] });
    await loading;
    expect(selectCfBookingConfig(store.getState())?.session_kinds).toEqual(['offline']);
  });
});
