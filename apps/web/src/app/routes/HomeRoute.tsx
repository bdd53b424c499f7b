import { isB2bUserType } from '@kaizen/contracts';
import { Navigate } from 'react-router';
import { CHANGE_PASSWORD_PATH, ORG_DASHBOARD_PATH } from '../../features/auth/paths';
import { selectUser } from '../../features/auth/slice';
import { HomePage } from '../../features/home/pages/HomePage';
import { useAppSelector } from '../store';

const LINKS = { profile: '/user', changePassword: CHANGE_PASSWORD_PATH };

/** Home is the patients' screen; non-patient users belong on /org/dashboard (SPEC §4). */
export function HomeRoute() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  if (isB2bUserType(user.usertype)) {
    return <Navigate to={ORG_DASHBOARD_PATH} replace />;
  }
  return <HomePage user={user} links={LINKS} />;
}
