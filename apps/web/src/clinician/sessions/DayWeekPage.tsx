import { clinicianBookingsEndpoint, urlOf, type ClinicianBooking } from '@kaizen/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { FullScreenLoader } from '../../components/Spinner';
import { useNow } from '../../lib/hooks/use-now';
import { byLocalDate, dayHeading, localDateOf } from '../app/format';
import { useResource, type Resource } from '../app/use-resource';
import { SessionCard } from './SessionCard';
import { SwitchedPatients } from './SwitchedPatients';
import { WeekGrid } from './WeekGrid';

const WEEK_MS = 7 * 86_400_000;

function Day({
  date,
  sessions,
  now,
  onChanged,
  heading,
}: {
  date: string;
  sessions: ClinicianBooking[];
  now: number;
  onChanged: (session: ClinicianBooking) => void;
  heading?: string;
}) {
  return (
    <section className="cw-day" aria-label={heading ?? dayHeading(date)}>
      <h3 className="cw-day__title">{heading ?? dayHeading(date)}</h3>
      <div className="cw-day__list">
        {sessions.map((session) => (
          <SessionCard key={session.id} session={session} now={now} onChanged={onChanged} />
        ))}
      </div>
    </section>
  );
}

const failedOf = (...resources: Resource<unknown>[]) =>
  resources.find((resource) => resource.state === 'failed');

/** Day and week (issue 13): today, the coming week, and past sessions still to be marked. */
export function DayWeekPage() {
  const [upcoming, reloadUpcoming] = useResource(
    `${urlOf(clinicianBookingsEndpoint)}?scope=upcoming`,
    clinicianBookingsEndpoint.response,
  );
  const [past, reloadPast] = useResource(
    `${urlOf(clinicianBookingsEndpoint)}?scope=past`,
    clinicianBookingsEndpoint.response,
  );
  const [changed, setChanged] = useState<Record<string, ClinicianBooking>>({});
  const [search] = useSearchParams();
  const view = search.get('view') === 'week' ? 'week' : 'lists';
  // Renewed every 30 s: a join button appears when its window opens.
  const now = useNow().getTime();
  if (upcoming.state === 'loading' || past.state === 'loading') {
    return <FullScreenLoader label="Loading your sessions" />;
  }
  const failed = failedOf(upcoming, past);
  if (failed?.state === 'failed' || upcoming.state !== 'ready' || past.state !== 'ready') {
    return (
      <LoadError
        title="Your sessions could not be loaded"
        messages={[failed?.state === 'failed' ? failed.message : '']}
        onRetry={() => void Promise.all([reloadUpcoming(), reloadPast()])}
      />
    );
  }
  const onChanged = (session: ClinicianBooking) =>
    setChanged((all) => ({ ...all, [session.id]: session }));
  const current = (session: ClinicianBooking) => changed[session.id] ?? session;

  const today = localDateOf(new Date(now).toISOString());
  const all = [...past.data, ...upcoming.data].map(current);
  const unique = [...new Map(all.map((session) => [session.id, session])).values()];
  const todays = unique
    .filter((session) => localDateOf(session.starts_at) === today)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const week = upcoming.data
    .map(current)
    .filter(
      (session) =>
        localDateOf(session.starts_at) !== today && Date.parse(session.starts_at) < now + WEEK_MS,
    );
  const toMark = past.data
    .map(current)
    .filter((session) => localDateOf(session.starts_at) !== today)
    .filter((session) => session.status === 'confirmed' || changed[session.id]);

  return (
    <section className="cw-page" aria-labelledby="day-title">
      <header className="cw-page__header">
        <h1 id="day-title" className="cw-page__title">
          Day and week
        </h1>
        <p className="cw-page__intro">Times are in your browser's time zone.</p>
        <nav className="cw-switch" aria-label="View">
          <Link to="?view=lists" aria-current={view === 'lists' ? 'page' : undefined}>
            Lists
          </Link>
          <Link to="?view=week" aria-current={view === 'week' ? 'page' : undefined}>
            Week grid
          </Link>
        </nav>
      </header>
      {view === 'week' ? (
        <WeekGrid sessions={unique} now={now} />
      ) : (
        <div className="cw-columns">
          <div>
            <h2 className="cw-section-title">Today</h2>
            {todays.length === 0 ? (
              <p className="cw-empty">No sessions today.</p>
            ) : (
              <Day
                date={today}
                heading={dayHeading(today)}
                sessions={todays}
                now={now}
                onChanged={onChanged}
              />
            )}
            <h2 className="cw-section-title">Next 7 days</h2>
            {week.length === 0 ? (
              <p className="cw-empty">Nothing booked in the next 7 days.</p>
            ) : (
              byLocalDate(week, (session) => session.starts_at).map(([date, sessions]) => (
                <Day key={date} date={date} sessions={sessions} now={now} onChanged={onChanged} />
              ))
            )}
          </div>
          <div>
            <SwitchedPatients />
            <h2 className="cw-section-title">To mark</h2>
            {toMark.length === 0 ? (
              <p className="cw-empty">Every past session is marked.</p>
            ) : (
              byLocalDate(toMark, (session) => session.starts_at).map(([date, sessions]) => (
                <Day key={date} date={date} sessions={sessions} now={now} onChanged={onChanged} />
              ))
            )}
          </div>
        </div>
      )}
    </section>
  );
}
