import { describe, expect, it } from 'vitest';
import {
  authCleared,
  authReducer,
  initialAuthState,
  platformSet,
  profileUpdateFinished,
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

  it('takes the updated user after a profile change', () => {
    const state = authReducer(
      authReducer(undefined, userReceived(aUser())),
      profileUpdateFinished(aUser({ firstname: 'Meera' })),
    );
    expect(state).toMatchObject({ updatingProfile: false, user: { firstname: 'Meera' } });
  });
});
