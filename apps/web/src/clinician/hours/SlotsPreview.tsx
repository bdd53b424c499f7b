import {
  HOURS_PREVIEW_DAYS,
  hoursPreviewEndpoint,
  SESSION_KIND_LABELS,
  type ClinicianHours,
  type SessionKind,
  urlOf,
} from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { byLocalDate, dayHeading, timeOf } from '../app/format';
import { useResource } from '../app/use-resource';

/** What patients can book over the next 14 days, re-read after every save. */
export function SlotsPreview({ hours }: { hours: ClinicianHours }) {
  const [kind, setKind] = useState<SessionKind | undefined>(hours.kinds[0]?.kind);
  const [preview, reload] = useResource(
    `${urlOf(hoursPreviewEndpoint)}?kind=${kind ?? 'tele'}`,
    hoursPreviewEndpoint.response,
  );
  useEffect(() => void reload(), [hours, reload]);
  if (!kind) return null;
  return (
    <section className="card cw-card" aria-labelledby="preview-title">
      <h2 id="preview-title" className="cw-card__title">
        What patients see
      </h2>
      <label className="cw-inline-field">
        <span>Next {HOURS_PREVIEW_DAYS} days of</span>
        <select value={kind} onChange={(event) => setKind(event.target.value as SessionKind)}>
          {hours.kinds.map((entry) => (
            <option key={entry.kind} value={entry.kind}>
              {SESSION_KIND_LABELS[entry.kind]}
            </option>
          ))}
        </select>
      </label>
      <div aria-live="polite" className="cw-preview">
        {preview.state === 'loading' && <Spinner />}
        {preview.state === 'failed' && <p role="alert">{preview.message}</p>}
        {preview.state === 'ready' &&
          (preview.data.slots.length === 0 ? (
            <p className="cw-muted">No bookable times in the next {HOURS_PREVIEW_DAYS} days.</p>
          ) : (
            <ol className="cw-preview__days">
              {byLocalDate(preview.data.slots, (slot) => slot, preview.data.time_zone).map(
                ([date, slots]) => (
                  <li key={date} className="cw-preview__day">
                    <span className="cw-preview__date">{dayHeading(date)}</span>
                    <span className="cw-preview__times">
                      {slots.map((slot) => timeOf(slot, preview.data.time_zone)).join(' · ')}
                    </span>
                  </li>
                ),
              )}
            </ol>
          ))}
      </div>
    </section>
  );
}
