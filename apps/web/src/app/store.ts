import {
  configureStore,
  type StateFromReducersMapObject,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import {
  createMigrate,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import {
  combineWithStateAreas,
  endSessionOfStateAreas,
  onStateAreaAdded,
  STATE_AREA_ADDED,
} from '../lib/state-areas';
import { persistStorage } from '../lib/storage';
import {
  appConfigReducer,
  appConfigReset,
  initialAppConfigState,
} from '../features/app-config/slice';
import { authReducer, sessionEnded } from '../features/auth/slice';
import { initialPackageState, packageReducer } from '../features/commerce/package-slice';
import { consentReducer, initialConsentState } from '../features/consents/slice';
import { disclaimerReducer, initialDisclaimerState } from '../features/disclaimer/slice';
import type { ClinicsState } from '../features/providers/clinics-slice';
import type { ProvidersState } from '../features/providers/slice';
import {
  initialProviderSwitchState,
  providerSwitchReducer,
} from '../features/care-team/provider-switch-slice';
import type { SessionsState } from '../features/sessions/slice';

/** SPEC §3: persisted under the local-storage key `kaizen`, with only these state areas. */
const PERSIST_KEY = 'kaizen';
const PERSISTED_STATE_AREAS = ['disclaimer', 'package', 'appConfig', 'providerSwitch'];
/** SPEC §9 persist timeout. */
const PERSIST_TIMEOUT_MS = 5000;

// The areas every page needs, or that are persisted (SPEC §3), are built into the store.
const builtIn = {
  auth: authReducer,
  appConfig: appConfigReducer,
  disclaimer: disclaimerReducer,
  package: packageReducer,
  providerSwitch: providerSwitchReducer,
  // SPEC §3 consent: one person's, not persisted.
  consent: consentReducer,
};

/**
 * Areas their features add when their code loads (lib/state-areas.ts), none persisted: the public
 * directory data (providers, clinics) and one person's sessions (emptied when the session ends).
 * Whatever reads one imports its slice module, which adds it.
 */
interface AddedState {
  providers: ProvidersState;
  clinics: ClinicsState;
  sessions: SessionsState;
}

type CombinedState = StateFromReducersMapObject<typeof builtIn> & AddedState;

const combined = combineWithStateAreas<CombinedState>(builtIn);

/** When the session ends, every state area returns to its initial state (auth does so itself). */
export function rootReducer(
  state: CombinedState | undefined,
  action: UnknownAction,
): CombinedState {
  const next = combined(state, action);
  if (!sessionEnded.match(action)) return next;
  return {
    ...endSessionOfStateAreas(next),
    appConfig: appConfigReducer(next.appConfig, appConfigReset()),
    disclaimer: initialDisclaimerState,
    package: initialPackageState,
    providerSwitch: initialProviderSwitchState,
    consent: initialConsentState,
  };
}

/**
 * Version 1 keeps app visibility in the API's own shape (snake_case, contracts' AppVisibility);
 * a version-0 copy had camelCase fields, so it is dropped and the defaults apply until the
 * start-up call answers.
 */
const migrations = {
  1: (state: unknown) => {
    const persisted = state as { appConfig?: Record<string, unknown> } | undefined;
    if (!persisted?.appConfig) return persisted as never;
    const { appVisibility: _dropped, ...appConfig } = persisted.appConfig;
    return { ...persisted, appConfig: { ...initialAppConfigState, ...appConfig } } as never;
  },
};

export const persistConfig = {
  key: PERSIST_KEY,
  version: 1,
  migrate: createMigrate(migrations, { debug: false }),
  // redux-persist prefixes keys with "persist:" by default; the spec names the key `kaizen`.
  keyPrefix: '',
  storage: persistStorage,
  whitelist: PERSISTED_STATE_AREAS,
  timeout: PERSIST_TIMEOUT_MS,
};

export function createStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  // An area added after the store was made gets its initial state at once.
  onStateAreaAdded(() => store.dispatch({ type: STATE_AREA_ADDED }));
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createStore>['store'];
type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
