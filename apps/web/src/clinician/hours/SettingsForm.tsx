import { type ClinicianHours } from '@kaizen/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/forms/FormAlert';
import { messageOf } from '../app/use-resource';
import { saveSettings } from './hours-api';

/** Every zone the browser knows, with the current one first if it is not among them. */
function zoneChoices(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Time zone, buffer, minimum notice and booking horizon. */
export function SettingsForm({
  hours,
  onSaved,
}: {
  hours: ClinicianHours;
  onSaved: (hours: ClinicianHours) => void;
}) {
  const [zone, setZone] = useState(hours.time_zone);
  const [buffer, setBuffer] = useState(String(hours.settings.buffer_minutes));
  const [noticeHours, setNoticeHours] = useState(String(hours.settings.min_notice_minutes / 60));
  const [horizon, setHorizon] = useState(String(hours.settings.horizon_days));
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => zoneChoices(hours.time_zone), [hours.time_zone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      onSaved(
        await saveSettings({
          time_zone: zone,
          buffer_minutes: Number(buffer),
          min_notice_minutes: Math.round(Number(noticeHours) * 60),
          horizon_days: Number(horizon),
        }),
      );
      setStatus({ tone: 'success', text: 'Booking rules saved.' });
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card cw-card" aria-labelledby="rules-title">
      <h2 id="rules-title" className="cw-card__title">
        Time zone and booking rules
      </h2>
      <form className="cw-form-grid" onSubmit={(event) => void submit(event)} noValidate>
        <label className="cw-inline-field">
          <span>Time zone</span>
          <select value={zone} onChange={(event) => setZone(event.target.value)}>
            {zones.map((name) => (
              <option key={name} value={name}>
                {name.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
        <label className="cw-inline-field">
          <span>Buffer between sessions (minutes)</span>
          <input
            type="number"
            min={0}
            max={240}
            value={buffer}
            onChange={(event) => setBuffer(event.target.value)}
          />
        </label>
        <label className="cw-inline-field">
          <span>Minimum notice (hours)</span>
          <input
            type="number"
            min={0}
            max={336}
            step={0.5}
            value={noticeHours}
            onChange={(event) => setNoticeHours(event.target.value)}
          />
        </label>
        <label className="cw-inline-field">
          <span>Bookable up to (days ahead)</span>
          <input
            type="number"
            min={1}
            max={365}
            value={horizon}
            onChange={(event) => setHorizon(event.target.value)}
          />
        </label>
        <div className="cw-form-grid__actions">
          <Button type="submit" variant="secondary" loading={busy}>
            Save booking rules
          </Button>
        </div>
      </form>
      {status && <FormAlert tone={status.tone} messages={[status.text]} />}
    </section>
  );
}
