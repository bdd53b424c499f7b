import { describe, expect, it } from 'vitest';
import {
  allProvidersReceived,
  allProvidersRequested,
  authCleared,
  authReducer,
  initialAuthState,
  platformSet,
  profileUpdateFinished,
  profileUpdateStarted,
  providerAcknowledged,
  sessionEnded,
  userReceived,
} from './slice';
import { aUser } from './test-support';

describe('auth state area (SPEC §3)', () => {
  it('has the spec fields and starts loading', () => {
    expect(Object.keys(initialAuthState).sort()).toEqual(
      [
        'user',
        'firebaseUser',
        'error',
        'loading',
        'platform',
        'partnerMetaInfo',
        'updatingProfile',
        'profiles',
        'isMultiProfileUser',
        'deviceInfo',
        'profilesLoading',
        'allProviders',
        'loadingAllProviders',
      ].sort(),
    );
    expect(initialAuthState.loading).toBe(true);
  });

  it('keeps the platform when auth is cleared or the session ends', () => {
    let state = authReducer(undefined, platformSet('android'));
    state = authReducer(state, userReceived(aUser()));
    expect(state.user?.firstname).toBe('Asha');
    const cleared = authReducer(state, authCleared());
    expect(cleared).toMatchObject({ user: null, loading: false, platform: 'android' });
    const ended = authReducer(state, sessionEnded());
    expect(ended).toMatchObject({
      user: null,
      firebaseUser: null,
      loading: false,
      platform: 'android',
    });
  });

  it('is updating the profile from the save to its answer, and takes the updated user', () => {
    const saving = authReducer(
      authReducer(undefined, userReceived(aUser())),
      profileUpdateStarted(),
    );
    expect(saving.updatingProfile).toBe(true);
    const state = authReducer(saving, profileUpdateFinished(aUser({ firstname: 'Meera' })));
    expect(state).toMatchObject({ updatingProfile: false, user: { firstname: 'Meera' } });
    const failed = authReducer(saving, profileUpdateFinished(undefined));
    expect(failed).toMatchObject({ updatingProfile: false, user: aUser() });
  });
});

describe('the providers dropdown in auth state (SPEC §3 allProviders, §4 login)', () => {
  const provider = {
    uuid: '0b6f7c1e-1d3a-4c55-9a51-9d4f2a1b7c01',
    firstname: 'Meera',
    lastname: 'Iyer',
    provider_type: 'therapy' as const,
    photo_url: '',
    roles: [],
    temp_flag: true,
  };

  it('loads, then marks an acknowledged provider as seen, and empties on session end', () => {
    let state = authReducer(undefined, allProvidersRequested());
    expect(state.loadingAllProviders).toBe(true);
    state = authReducer(state, allProvidersReceived([provider]));
    expect(state).toMatchObject({ loadingAllProviders: false, allProviders: [provider] });
    state = authReducer(state, providerAcknowledged({ ...provider, temp_flag: false }));
    expect(state.allProviders[0]?.temp_flag).toBe(false);
    expect(authReducer(state, sessionEnded()).allProviders).toEqual([]);
  });
});
