import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { FullScreenLoader } from '../components/Spinner';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export function App({
  store,
  persistor,
  router,
}: {
  store: AppStore;
  persistor: Persistor;
  router: AppRouter;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
            <RouterProvider router={router} />
          </PersistGate>
        </Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
