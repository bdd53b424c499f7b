import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { RequestView } from '../../../components/RequestView';
import { TextField } from '../../../components/forms/TextField';
import { useRequest } from '../../../lib/hooks/use-request';
import { fetchFunnel, fetchRetention } from '../api';
import { FunnelTables } from '../components/FunnelTables';
import { RetentionTable } from '../components/RetentionTable';

const DAY_MS = 86_400_000;
const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const RETENTION_WEEKS = 8;

/** The last 30 days up to today (UTC), as the API's default window. */
const defaultWindow = (now = Date.now()) => ({ from: day(now - 29 * DAY_MS), to: day(now) });

/**
 * The operator's analytics (issue 15): the funnel visit → sign-up → first booking → completed
 * session for a window of days, by utm source after SPEC §5 normalisation, and weekly retention.
 * Visits count people who allowed analytics; the later steps are the service's own records.
 */
export function OperatorAnalyticsPage({
  operatorHeaders,
}: {
  /** The console's credential headers (x-admin-token); a stable (memoised) object. */
  operatorHeaders: Record<string, string>;
}) {
  const [range, setRange] = useState(defaultWindow);
  const [draft, setDraft] = useState(range);
  const loadFunnel = useCallback(
    (signal: AbortSignal) => fetchFunnel(operatorHeaders, range, signal),
    [operatorHeaders, range],
  );
  const loadRetention = useCallback(
    (signal: AbortSignal) => fetchRetention(operatorHeaders, RETENTION_WEEKS, signal),
    [operatorHeaders],
  );
  const [funnel, reloadFunnel] = useRequest(loadFunnel);
  const [retention, reloadRetention] = useRequest(loadRetention);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  return (
    <div className="page operator-analytics">
      <header className="page__header">
        <h1 className="page__title">Analytics</h1>
        <p>
          Visits are counted for people who allowed analytics on their device; sign-ups, bookings
          and completed sessions come from Kaizen&apos;s own records of those people. Days and weeks
          are in UTC.
        </p>
      </header>
      <form className="operator-analytics__controls" onSubmit={show}>
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={draft.to}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      <section className="card" aria-label="Funnel">
        <RequestView state={funnel} onRetry={reloadFunnel} loadingLabel="Loading the funnel">
          {(data) => <FunnelTables funnel={data} />}
        </RequestView>
      </section>
      <section className="card" aria-label="Retention by week">
        <RequestView state={retention} onRetry={reloadRetention} loadingLabel="Loading retention">
          {(data) => <RetentionTable retention={data} />}
        </RequestView>
      </section>
    </div>
  );
}
