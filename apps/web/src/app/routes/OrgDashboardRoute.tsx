import { selectUser } from '../../features/auth/slice';
import { OrgDashboardPage } from '../../features/organisation/pages/OrgDashboardPage';
import { useAppSelector } from '../store';

export function OrgDashboardRoute() {
  const user = useAppSelector(selectUser);
  return user ? <OrgDashboardPage user={user} /> : null;
}
