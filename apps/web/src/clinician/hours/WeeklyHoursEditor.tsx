import {
  SESSION_KIND_LABELS,
  type ClinicianHours,
  type SessionKind,
  type WeeklyWindow,
} from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { WEEKDAY_NAMES } from '../app/format';
import { messageOf } from '../app/use-resource';
import { saveWeekly } from './hours-api';

const DEFAULT_WINDOW = { start: '09:00', end: '17:00' };

/** Weekly windows of one session kind, edited day by day and saved together. */
export function WeeklyHoursEditor({
  hours,
  onSaved,
}: {
  hours: ClinicianHours;
  onSaved: (hours: ClinicianHours) => void;
}) {
  const [kind, setKind] = useState<SessionKind | undefined>(hours.kinds[0]?.kind);
  const stored = hours.kinds.find((entry) => entry.kind === kind)?.windows ?? [];
  const [windows, setWindows] = useState<WeeklyWindow[]>(stored);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const storedKey = JSON.stringify(stored);
  useEffect(() => setWindows(JSON.parse(storedKey) as WeeklyWindow[]), [storedKey]);

  if (!kind) {
    return (
      <section className="card cw-card">
        <h2 className="cw-card__title">Weekly hours</h2>
        <p>Your profile offers no session kinds yet. Ask the Kaizen team to add them.</p>
      </section>
    );
  }

  const change = (index: number, patch: Partial<WeeklyWindow>) =>
    setWindows((all) => all.map((window, at) => (at === index ? { ...window, ...patch } : window)));
  const save = async () => {
    setBusy(true);
    setStatus(null);
    try {
      onSaved(await saveWeekly(kind, windows));
      setStatus({ tone: 'success', text: `${SESSION_KIND_LABELS[kind]} hours saved.` });
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card cw-card" aria-labelledby="weekly-title">
      <div className="cw-card__head">
        <h2 id="weekly-title" className="cw-card__title">
          Weekly hours
        </h2>
        <label className="cw-inline-field">
          <span>Session kind</span>
          <select value={kind} onChange={(event) => setKind(event.target.value as SessionKind)}>
            {hours.kinds.map((entry) => (
              <option key={entry.kind} value={entry.kind}>
                {SESSION_KIND_LABELS[entry.kind]} ({entry.duration_minutes} min)
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="cw-card__hint">Times are in {hours.time_zone}.</p>
      <ul className="cw-week">
        {WEEKDAY_NAMES.map((day, dayIndex) => {
          const weekday = dayIndex + 1;
          const today = windows
            .map((window, index) => ({ window, index }))
            .filter(({ window }) => window.weekday === weekday);
          return (
            <li key={day} className="cw-week__day">
              <span className="cw-week__name" id={`day-${weekday}`}>
                {day}
              </span>
              <div className="cw-week__windows">
                {today.length === 0 && <span className="cw-muted">Unavailable</span>}
                {today.map(({ window, index }, position) => (
                  <span
                    key={index}
                    className="cw-window"
                    role="group"
                    aria-label={`${day} hours ${position + 1}`}
                  >
                    <input
                      type="time"
                      aria-label={`${day} from`}
                      value={window.start}
                      onChange={(event) => change(index, { start: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      aria-label={`${day} until`}
                      value={window.end}
                      onChange={(event) => change(index, { end: event.target.value })}
                    />
                    <button
                      type="button"
                      className="cw-icon-button"
                      aria-label={`Remove ${day} ${window.start}–${window.end}`}
                      onClick={() => setWindows((all) => all.filter((_, at) => at !== index))}
                    >
                      ×
                    </button>
                  </span>
                ))}
              </div>
              <Button
                variant="ghost"
                className="btn--small"
                aria-label={`Add hours on ${day}`}
                onClick={() => setWindows((all) => [...all, { weekday, ...DEFAULT_WINDOW }])}
              >
                Add
              </Button>
            </li>
          );
        })}
      </ul>
      {status && <FormAlert tone={status.tone} messages={[status.text]} />}
      <Button loading={busy} onClick={() => void save()}>
        Save {SESSION_KIND_LABELS[kind].toLowerCase()} hours
      </Button>
    </section>
  );
}
