import { useState } from 'react';
import { selectUser } from '../../features/auth/slice';
import { OrgDashboardPage } from '../../features/organisation/pages/OrgDashboardPage';
import { CompletedSessionsCard } from '../../features/sessions/components/CompletedSessionsCard';
import { FeedbackNudge } from '../../features/sessions/components/FeedbackNudge';
import { UpcomingSessionsCard } from '../../features/sessions/components/UpcomingSessionsCard';
import { useSessionLists } from '../../features/sessions/hooks/use-session-lists';
import { loadAllProviders } from '../care-team-actions';
import { useAppDispatch, useAppSelector } from '../store';
import { SESSION_LINKS } from './session-links';

/**
 * A member's home (issue 10): the same session cards as the patients' home (join, reschedule,
 * cancel, feedback) above what the organisation sponsors.
 */
export function OrgDashboardRoute() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { sessions, retry } = useSessionLists();
  // A cancel may give a sponsored session back: the dashboard asks for the balances again.
  const [cancels, setCancels] = useState(0);
  if (!user) return null;
  return (
    <OrgDashboardPage
      user={user}
      sessionsChanged={cancels}
      sessions={
        <>
          <FeedbackNudge />
          <UpcomingSessionsCard
            sessions={sessions}
            onRetry={retry}
            links={SESSION_LINKS}
            onCancelled={() => {
              setCancels((count) => count + 1);
              void loadAllProviders(dispatch);
            }}
          />
          <CompletedSessionsCard sessions={sessions} onRetry={retry} />
        </>
      }
    />
  );
}
