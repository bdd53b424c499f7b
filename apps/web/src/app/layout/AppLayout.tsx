import { Outlet } from 'react-router';
import { selectUser } from '../../features/auth/slice';
import { useAppSelector } from '../store';
import { ConsentGate } from './ConsentGate';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

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
      <ConsentGate />
    </div>
  );
}
