import { SWITCH_REASON_LABELS, type ChartCareSwitch } from '@kaizen/contracts';
import { dayHeading, localDateOf } from '../app/format';

/**
 * The provider switch as this clinician's chart tells it (SPEC §3): the patient chose them, with
 * the reason the patient shared for them; or the patient moved to someone else (no reason: it
 * was written for the new clinician). Past records stay readable either way.
 */
export function CareSwitch({ change }: { change: ChartCareSwitch }) {
  const day = dayHeading(localDateOf(change.at));
  if (change.direction === 'left') {
    return (
      <section className="card cw-card" aria-labelledby="care-switch-title">
        <h2 id="care-switch-title" className="cw-card__title">
          Left your care
        </h2>
        <p>
          On {day} the patient moved to another clinician. Their past sessions and your records stay
          here.
        </p>
      </section>
    );
  }
  return (
    <section className="card cw-card" aria-labelledby="care-switch-title">
      <h2 id="care-switch-title" className="cw-card__title">
        Switched to you
      </h2>
      <p>On {day} the patient chose you as their new clinician.</p>
      {change.reason_code && (
        <dl className="cw-facts">
          <dt>Their reason</dt>
          <dd>{SWITCH_REASON_LABELS[change.reason_code]}</dd>
          {change.reason_text && (
            <>
              <dt>In their words</dt>
              <dd>{change.reason_text}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
