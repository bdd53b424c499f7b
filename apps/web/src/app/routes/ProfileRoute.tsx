import { AnalyticsChoiceCard } from '../../features/analytics/components/AnalyticsChoiceCard';
import { logout } from '../../features/auth/logout';
import { CHANGE_PASSWORD_PATH } from '../../features/auth/paths';
import { profileUpdateFinished, profileUpdateStarted, selectUser } from '../../features/auth/slice';
import { ConsoleLinkCard } from '../../features/org-admin/components/ConsoleLinkCard';
import { ProfilesCard } from '../../features/profile/components/ProfilesCard';
import { ProfilePage } from '../../features/profile/pages/ProfilePage';
import { RegistrationFormPage } from '../../features/profile/pages/RegistrationFormPage';
import { selectAppVisibility } from '../../features/app-config/slice';
import { selectProfiles } from '../../features/auth/slice';
import { loadProfiles } from '../profile-actions';
import { loadAppVisibility } from '../signed-in-actions';
import { RecordsLinkCard } from '../../features/records/components/RecordsLinkCard';
import { sessionStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { useAppDispatch, useAppSelector } from '../store';
import { RecordLinksCard } from './RecordLinksCard';

export function ProfileRoute() {
  const user = useAppSelector(selectUser);
  const profiles = useAppSelector(selectProfiles);
  const visibility = useAppSelector(selectAppVisibility);
  const dispatch = useAppDispatch();
  if (!user) return null;
  const canAdd =
    visibility.showaddmember && visibility.added_member_count < visibility.max_member_count;
  return (
    <ProfilePage
      user={user}
      readOnly={sessionStore.getItem(StorageKey.isDisableEdit) === 'true'}
      changePasswordHref={CHANGE_PASSWORD_PATH}
      onSaving={(saving) =>
        dispatch(saving ? profileUpdateStarted() : profileUpdateFinished(undefined))
      }
      onSaved={(saved) => dispatch(profileUpdateFinished(saved))}
      onLogout={(removeAll) => dispatch(logout({ removeAll }))}
    >
      {profiles.length > 0 && (
        <ProfilesCard
          profiles={profiles}
          canAdd={canAdd}
          maxMembers={visibility.max_member_count}
          onChanged={() => void Promise.all([loadProfiles(dispatch), loadAppVisibility(dispatch)])}
        />
      )}
      <ConsoleLinkCard />
      <RecordsLinkCard />
      <RecordLinksCard />
      <AnalyticsChoiceCard />
    </ProfilePage>
  );
}

/** SPEC §2 /registration-form; the saved names show in the header at once. */
export function RegistrationFormRoute() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  return (
    <RegistrationFormPage
      onSaved={(form) =>
        user &&
        dispatch(
          profileUpdateFinished({ ...user, firstname: form.firstname, lastname: form.lastname }),
        )
      }
    />
  );
}
