import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { FullScreenLoader } from '../components/Spinner';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import type { AppStore } from './store';

/**
 * Shows `loading` until the stored state is restored. Not redux-persist's PersistGate: that one
 * renders its loader on the first render even when the state is already restored (it looks in
 * componentDidMount), which a prerendered page cannot hydrate against.
 */
function PersistedStateGate({
  persistor,
  loading,
  children,
}: {
  persistor: Persistor;
  loading: ReactNode;
  children: ReactNode;
}) {
  const restored = () => persistor.getState().bootstrapped;
  const ready = useSyncExternalStore(persistor.subscribe, restored, restored);
  return ready ? children : loading;
}

/**
 * The providers around the router. The browser passes its AppRouter; the build-time
 * prerender (prerender.tsx) passes a StaticRouter, so both render the same tree and the
 * prerendered pages hydrate.
 */
export function App({
  store,
  persistor,
  children,
}: {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <PersistedStateGate loading={<FullScreenLoader />} persistor={persistor}>
            {children}
          </PersistedStateGate>
        </Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
