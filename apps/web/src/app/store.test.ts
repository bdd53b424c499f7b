import { describe, expect, it } from 'vitest';
import { appConfigReducer, hideBackBtnSet } from '../features/app-config/slice';
import { sessionEnded, userReceived } from '../features/auth/slice';
import { initialSessionsState, loadSessions } from '../features/sessions/slice';
import { aUser } from '../test/fixtures';
import { disclaimerShown } from '../features/disclaimer/slice';
import { providerSelected } from '../features/care-team/provider-switch-slice';
import { addStateArea } from '../lib/state-areas';
import { createStore, persistConfig, rootReducer } from './store';

describe('store (SPEC §3)', () => {
  it('persists exactly disclaimer, package, appConfig and providerSwitch under the key kaizen', () => {
    expect(persistConfig.key).toBe('kaizen');
    expect(`${persistConfig.keyPrefix}${persistConfig.key}`).toBe('kaizen');
    expect(persistConfig.whitelist).toEqual([
      'disclaimer',
      'package',
      'appConfig',
      'providerSwitch',
    ]);
    expect(persistConfig.timeout).toBe(5000);
  });

  it('writes the persisted areas to local storage under kaizen, without auth', async () => {
    const { store, persistor } = createStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    store.dispatch(userReceived(aUser()));
    store.dispatch(disclaimerShown());
    await persistor.flush();
    const saved = JSON.parse(localStorage.getItem('kaizen') ?? '{}') as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(
      ['_persist', 'appConfig', 'disclaimer', 'package', 'providerSwitch'].sort(),
    );
    expect(JSON.parse(saved.disclaimer ?? '{}')).toEqual({ shown: true });
    expect(localStorage.getItem('kaizen')).not.toContain('asha@example.com');
  });

  it('drops app visibility saved in the old camelCase shape, keeping the rest of appConfig', async () => {
    const old = { isTherapyOffered: false, showCommunities: false };
    localStorage.setItem(
      'kaizen',
      JSON.stringify({
        appConfig: JSON.stringify({ hideBackBtn: true, appVisibility: old }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store, persistor } = createStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(store.getState().appConfig.hideBackBtn).toBe(true);
    expect(store.getState().appConfig.appVisibility.is_therapy_offered).toBe(true);
    expect(store.getState().appConfig.appVisibility).not.toHaveProperty('isTherapyOffered');
  });

  it('has the SPEC §3 app config fields and app visibility defaults', () => {
    const appConfig = appConfigReducer(undefined, { type: 'init' });
    expect(Object.keys(appConfig).sort()).toEqual(
      [
        'appLoaded',
        'hideBackBtn',
        'appVisibility',
        'orgData',
        'isCfUser',
        'attributionsLoading',
        'newPrivacyPolicyAccepted',
        'cfUserConfig',
        'newPrivacyPolicyData',
        // Not a SPEC field: whom isCfUser and cfUserConfig describe (persisted, profiles switch).
        'cfConfigFor',
      ].sort(),
    );
    expect(appConfig.appVisibility).toMatchObject({
      is_therapy_offered: true,
      is_psychiatry_offered: true,
      is_couple_therapy_offered: true,
      showcommunities: true,
      is_therapy_offered_offline: false,
      showaddmember: false,
      added_member_count: 0,
      max_member_count: 0,
    });
  });

  it('resets every state area when the session ends, keeping how the shell set the app up', () => {
    let state = rootReducer(undefined, { type: 'init' });
    state = rootReducer(state, userReceived(aUser()));
    state = rootReducer(state, disclaimerShown());
    state = rootReducer(
      state,
      providerSelected({ uuid: 'therapist-1', firstname: 'Asha', lastname: 'Rao' }),
    );
    state = rootReducer(state, hideBackBtnSet(true));
    state = rootReducer(state, { type: loadSessions.pending.type });
    state = rootReducer(state, sessionEnded());
    expect(state.sessions).toEqual(initialSessionsState);
    expect(state.auth.user).toBeNull();
    expect(state.disclaimer.shown).toBe(false);
    expect(state.providerSwitch.selectedProvider).toBeNull();
    expect(state.appConfig.hideBackBtn).toBe(true);
  });

  it('gives an area added after the store was made its initial state at once, not persisted', async () => {
    const { store, persistor } = createStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    const lateArea = (state: { count: number } = { count: 0 }, action: { type: string }) =>
      action.type === 'late/counted' ? { count: state.count + 1 } : state;
    addStateArea('lateArea', lateArea);
    expect((store.getState() as unknown as Record<string, unknown>).lateArea).toEqual({ count: 0 });
    store.dispatch({ type: 'late/counted' });
    expect((store.getState() as unknown as Record<string, unknown>).lateArea).toEqual({ count: 1 });
    await persistor.flush();
    expect(localStorage.getItem('kaizen')).not.toContain('lateArea');
  });
});
