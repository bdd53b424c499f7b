import { isB2bUserType, type User } from '@kaizen/contracts';
import { Navigate, useLocation } from 'react-router';
import { CHANGE_PASSWORD_PATH, ORG_DASHBOARD_PATH } from '../../features/auth/paths';
import {
  selectAllProviders,
  selectLoadingAllProviders,
  selectUser,
} from '../../features/auth/slice';
import { AssignedAssessmentsCard } from '../../features/assessments/components/AssignedAssessmentsCard';
import { CareTeamCard } from '../../features/care-team/components/CareTeamCard';
import { PackagesHomeCard } from '../../features/commerce/components/PackagesHomeCard';
import { WelcomeDialog } from '../../features/home/components/WelcomeDialog';
import { HomePage } from '../../features/home/pages/HomePage';
import {
  expertProfilePath,
  FIND_EXPERT_PATH,
  questionnairePath,
} from '../../features/matching/paths';
import { NewProfileModal } from '../../features/new-profile/components/NewProfileModal';
import { NewProfileTip } from '../../features/new-profile/components/NewProfileTip';
import { useNewProfileAnnouncements } from '../../features/new-profile/use-new-profile';
import { useSelectedMember } from '../../features/profile/selected-member';
import { ReferralCard } from '../../features/referrals/components/ReferralCard';
import { CompletedSessionsCard } from '../../features/sessions/components/CompletedSessionsCard';
import { FeedbackNudge } from '../../features/sessions/components/FeedbackNudge';
import { SessionsWithProvider } from '../../features/sessions/components/SessionsWithProvider';
import { UpcomingSessionsCard } from '../../features/sessions/components/UpcomingSessionsCard';
import { useSessionLists } from '../../features/sessions/hooks/use-session-lists';
import type { SessionsState } from '../../features/sessions/slice';
import { acknowledge, loadAllProviders } from '../care-team-actions';
import { useAppDispatch, useAppSelector } from '../store';
import { SESSION_LINKS } from './session-links';

const LINKS = { profile: '/user', changePassword: CHANGE_PASSWORD_PATH };
const CARE_TEAM_LINKS = {
  findExpert: FIND_EXPERT_PATH,
  questionnaire: questionnairePath('therapy'),
  profile: expertProfilePath,
};

/**
 * Someone who has not started yet: no session booked or had and nobody in the care team. null
 * while the lists are still on their way (or failed: then nobody is greeted).
 */
function isNewcomer(
  user: User,
  sessions: SessionsState,
  careTeam: { providers: unknown[]; loading: boolean },
): boolean | null {
  if (sessions.loading || sessions.error || careTeam.loading) return null;
  return (
    user.first_time_to_amaha_user &&
    sessions.upcomingSessions.length === 0 &&
    sessions.completedSessions.length === 0 &&
    !sessions.completedSessionsCount &&
    careTeam.providers.length === 0
  );
}

/** Home is the patients' screen; non-patient users belong on /org/dashboard (SPEC §4). */
export function HomeRoute() {
  const user = useAppSelector(selectUser);
  const { search } = useLocation();
  if (!user) return null;
  // A member back from log-in with an unlinked CRN: the CRNID flow links it and moves on.
  if (isB2bUserType(user.usertype) && new URLSearchParams(search).has('CRNID')) return null;
  if (isB2bUserType(user.usertype)) {
    return <Navigate to={ORG_DASHBOARD_PATH} replace />;
  }
  return <PatientHome user={user} />;
}

/**
 * Home with the sessions (SPEC §2, §3 sessions), the care team (SPEC §3 allProviders) and the
 * new-profile announcements (SPEC §4).
 */
function PatientHome({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const providers = useAppSelector(selectAllProviders);
  const loading = useAppSelector(selectLoadingAllProviders);
  // Acting for a member, home is the member's: the account's announcements (the welcome and the
  // release notes, both addressed to the account holder) wait for the holder's own home rather
  // than cover the "You are booking for" banner.
  const member = useSelectedMember();
  const { modal, tooltip, dismissAll } = useNewProfileAnnouncements(member === null);
  const { sessions, retry } = useSessionLists();
  const newcomer = isNewcomer(user, sessions, { providers, loading });
  const packageDetails = useAppSelector((state) => state.package.details);
  // The provider switch (SPEC §3): book with the new expert from their profile; sessions with
  // the one left are listed to keep or cancel (the sessions feature's cancel).
  const careTeamLinks = {
    ...CARE_TEAM_LINKS,
    switching: {
      book: expertProfilePath,
      oldSessions: (providerUuid: string) => (
        <SessionsWithProvider
          upcoming={sessions.upcomingSessions}
          providerUuid={providerUuid}
          onCancelled={() => void loadAllProviders(dispatch)}
        />
      ),
    },
  };
  return (
    <>
      <HomePage
        user={user}
        actingFor={member}
        links={LINKS}
        careTeam={
          <CareTeamCard
            providers={providers}
            loading={loading}
            links={careTeamLinks}
            onAcknowledge={(provider) => acknowledge(dispatch, provider)}
            onSwitched={() => {
              void loadAllProviders(dispatch);
              retry();
            }}
            tip={tooltip.open ? <NewProfileTip onClose={tooltip.close} /> : undefined}
          />
        }
        feedbackNudge={<FeedbackNudge />}
        assessmentsDue={<AssignedAssessmentsCard />}
        upcomingSessions={
          <UpcomingSessionsCard
            sessions={sessions}
            onRetry={retry}
            links={SESSION_LINKS}
            onCancelled={() => void loadAllProviders(dispatch)}
          />
        }
        completedSessions={<CompletedSessionsCard sessions={sessions} onRetry={retry} />}
        packages={<PackagesHomeCard details={packageDetails} />}
        // Referrals are the account holder's (their link, their rewards): a member's home has none.
        referral={member ? undefined : <ReferralCard />}
      />
      {/* One greeting, once (the new-profile flag): a welcome for someone who has not started,
          release notes for everyone else; nothing until the lists say which. */}
      {modal.open && newcomer === true && (
        <WelcomeDialog firstname={user.firstname} onClose={dismissAll} links={CARE_TEAM_LINKS} />
      )}
      <NewProfileModal
        open={modal.open && newcomer === false}
        onClose={modal.close}
        findExpertPath={FIND_EXPERT_PATH}
      />
    </>
  );
}
