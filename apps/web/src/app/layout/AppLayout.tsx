import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { selectUser } from '../../features/auth/slice';
import { useAppSelector } from '../store';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The consent check loads after the frame, with its own chunk: a signed-out visitor never needs it.
const ConsentGate = lazy(async () => ({ default: (await import('./ConsentGate')).ConsentGate }));

/** The frame of the signed-in screens and of the not-found page. */
export function AppLayout() {
  const user = useAppSelector(selectUser);
  return (
    <div className="app-shell">
      <SiteHeader user={user} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {user && (
        <Suspense fallback={null}>
          <ConsentGate />
        </Suspense>
      )}
    </div>
  );
}
