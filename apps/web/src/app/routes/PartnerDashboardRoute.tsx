import { ORG_DASHBOARD_PATH } from '../../features/auth/paths';
import { selectUser } from '../../features/auth/slice';
import { PartnerDashboardPage } from '../../features/organisation/pages/PartnerDashboardPage';
import { useAppSelector } from '../store';

/** SPEC §2 /partnerdashboard; without the card dashboard flag it leads to /org/dashboard. */
export function PartnerDashboardRoute() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return <PartnerDashboardPage user={user} dashboardPath={ORG_DASHBOARD_PATH} />;
}
