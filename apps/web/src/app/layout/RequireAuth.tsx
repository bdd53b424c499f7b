import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../../features/auth/paths';
import { selectAuth } from '../../features/auth/slice';
import { useNavigating } from '../../lib/navigation';
import { useAppSelector } from '../store';

/** Signed-out visitors of a protected page go to /auth/log-in/?redirectPath=<path> (SPEC §2). */
export function RequireAuth() {
  const { user, loading } = useAppSelector(selectAuth);
  const location = useLocation();
  const navigating = useNavigating();
  if (loading) return null;
  if (!user) {
    // Already leaving (a logout goes to the login page, then resets the state): no redirect of
    // our own, or the page being left would come back as the redirectPath.
    if (navigating) return null;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
