import {
  calendarFeedEndpoint,
  createCalendarFeedEndpoint,
  revokeCalendarFeedEndpoint,
  urlOf,
  type CalendarFeedState,
} from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { FullScreenLoader } from '../../components/Spinner';
import { dayHeading, localDateOf } from '../app/format';
import { api } from '../app/session';
import { messageOf, useResource } from '../app/use-resource';

/** The private calendar feed (issue 13): make an address, copy it once, replace or revoke it. */
export function CalendarFeedPage() {
  const [loaded] = useResource(urlOf(calendarFeedEndpoint), calendarFeedEndpoint.response);
  const [state, setState] = useState<CalendarFeedState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (loaded.state === 'loading') return <FullScreenLoader label="Loading" />;
  const feed = state ?? (loaded.state === 'ready' ? loaded.data : null);
  const run = async (
    endpoint: typeof createCalendarFeedEndpoint | typeof revokeCalendarFeedEndpoint,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const response = await api.request({ method: endpoint.method, url: urlOf(endpoint) });
      setState(endpoint.response.parse(response.data).data);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cw-page" aria-labelledby="calendar-title">
      <header className="cw-page__header">
        <h1 id="calendar-title" className="cw-page__title">
          Calendar feed
        </h1>
        <p className="cw-page__intro">
          Your sessions in your own calendar app: each one shows the kind of session and the
          patient's first name, never a surname or anything clinical.
        </p>
      </header>
      <section className="card cw-card" aria-label="Feed address">
        {loaded.state === 'failed' && <p role="alert">{loaded.message}</p>}
        {feed?.url && (
          <label className="cw-inline-field">
            <span>Your private address (shown once: copy it into your calendar app now)</span>
            <input readOnly value={feed.url} onFocus={(event) => event.target.select()} />
          </label>
        )}
        {feed?.active && !feed.url && feed.created_at && (
          <p>A feed address made on {dayHeading(localDateOf(feed.created_at))} is active.</p>
        )}
        {!feed?.active && <p className="cw-muted">No feed address is active.</p>}
        {error && <FormAlert messages={[error]} />}
        <div className="cw-session__actions">
          <Button loading={busy} onClick={() => void run(createCalendarFeedEndpoint)}>
            {feed?.active ? 'Make a new address (the old one stops)' : 'Make a feed address'}
          </Button>
          {feed?.active && (
            <Button
              variant="danger"
              disabled={busy}
              onClick={() => void run(revokeCalendarFeedEndpoint)}
            >
              Revoke
            </Button>
          )}
        </div>
      </section>
    </section>
  );
}
