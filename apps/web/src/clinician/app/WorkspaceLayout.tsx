import { CLINICIAN_APP_BASE } from '@kaizen/contracts';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Logo } from '../../components/Logo';
import { FullScreenLoader } from '../../components/Spinner';
import { signOut, useWorkspaceSession } from './session';
import { useEffect, useState } from 'react';
import { refreshOpenAlerts, useOpenAlertCount } from '../alerts/open-alerts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'cw-nav__link cw-nav__link--active' : 'cw-nav__link';

/** The signed-in frame: header with the clinician's name, navigation and sign out. */
export function WorkspaceLayout() {
  const session = useWorkspaceSession();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const openAlerts = useOpenAlertCount();
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void refreshOpenAlerts();
  }, [signedIn]);
  if (session.status === 'checking') return <FullScreenLoader label="Opening your workspace" />;
  if (session.status === 'signed-out') {
    const redirect = location.pathname + location.search;
    return (
      <Navigate
        to={`${CLINICIAN_APP_BASE}/log-in?redirect=${encodeURIComponent(redirect)}`}
        replace
      />
    );
  }
  const { user } = session;
  return (
    <div className="cw-shell">
      <a className="skip-link" href="#cw-main">
        Skip to content
      </a>
      <header className="cw-header">
        <div className="cw-header__inner">
          <span className="cw-header__brand">
            <Logo />
            <span className="cw-header__product">Clinician</span>
          </span>
          <nav className="cw-nav" aria-label="Workspace">
            <NavLink to={CLINICIAN_APP_BASE} end className={navClass}>
              Day and week
            </NavLink>
            <NavLink to={`${CLINICIAN_APP_BASE}/hours`} className={navClass}>
              Hours
            </NavLink>
            <NavLink to={`${CLINICIAN_APP_BASE}/alerts`} className={navClass}>
              Alerts
              {openAlerts > 0 && (
                <span className="cw-nav__badge">
                  {openAlerts}
                  <span className="visually-hidden"> open</span>
                </span>
              )}
            </NavLink>
            <NavLink to={`${CLINICIAN_APP_BASE}/calendar`} className={navClass}>
              Calendar
            </NavLink>
          </nav>
          <div className="cw-header__account">
            <span className="cw-header__name">
              {user.firstname} {user.lastname}
            </span>
            <Button
              variant="ghost"
              className="btn--small"
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void signOut();
              }}
            >
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="cw-main" className="cw-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
