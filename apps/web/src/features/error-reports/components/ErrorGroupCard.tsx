import type { ErrorGroup } from '@kaizen/contracts';
import { formatDateTime } from '../../../lib/dates';

const times = (count: number) => (count === 1 ? 'once' : `${count.toLocaleString('en-IN')} times`);

/** One group of error reports: how often and when, the latest release, and its latest sample. */
export function ErrorGroupCard({ group }: { group: ErrorGroup }) {
  const titleId = `error-group-${group.fingerprint}`;
  return (
    <section className="card op-error" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title op-error__message">
        {group.message}
      </h2>
      <dl className="op-error__facts">
        <div>
          <dt>Seen</dt>
          <dd>{times(group.count)}</dd>
        </div>
        <div>
          <dt>First seen</dt>
          <dd>{formatDateTime(group.first_seen)}</dd>
        </div>
        <div>
          <dt>Last seen</dt>
          <dd>{formatDateTime(group.last_seen)}</dd>
        </div>
        <div>
          <dt>Release · stage</dt>
          <dd>
            {group.release ?? 'unknown'} · {group.release_stage}
          </dd>
        </div>
      </dl>
      <p className="op-error__place">
        <code>{group.top_frame}</code>
      </p>
      <details className="op-error__sample">
        <summary>Latest sample</summary>
        <p>Page: {group.url ?? 'not given'}</p>
        {group.stack ? (
          // Focusable: a long stack scrolls sideways, and keyboards must reach it.
          <pre className="op-error__stack" tabIndex={0}>
            {group.stack}
          </pre>
        ) : (
          <p>No stack.</p>
        )}
      </details>
    </section>
  );
}
