import { AnalyticsChoiceCard } from '../../features/analytics/components/AnalyticsChoiceCard';
import { logout } from '../../features/auth/logout';
import { CHANGE_PASSWORD_PATH } from '../../features/auth/paths';
import { profileUpdateFinished, selectUser } from '../../features/auth/slice';
import { ConsoleLinkCard } from '../../features/org-admin/components/ConsoleLinkCard';
import { ProfilePage } from '../../features/profile/pages/ProfilePage';
import { RecordsLinkCard } from '../../features/records/components/RecordsLinkCard';
import { sessionStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { useAppDispatch, useAppSelector } from '../store';
import { RecordLinksCard } from './RecordLinksCard';

export function ProfileRoute() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (!user) return null;
  return (
    <ProfilePage
      user={user}
      readOnly={sessionStore.getItem(StorageKey.isDisableEdit) === 'true'}
      changePasswordHref={CHANGE_PASSWORD_PATH}
      onSaved={(saved) => dispatch(profileUpdateFinished(saved))}
      onLogout={(removeAll) => dispatch(logout({ removeAll }))}
    >
      <ConsoleLinkCard />
      <RecordsLinkCard />
      <RecordLinksCard />
      <AnalyticsChoiceCard />
    </ProfilePage>
  );
}
