import { CLINICIAN_APP_BASE, SESSION_KIND_LABELS, type ClinicianBooking } from '@kaizen/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { dayHeading, localDateOf, timeOf } from '../app/format';
import { SLOT_MINUTES, mondayOf, weekLayout } from './week-layout';

const STATUS_WORDS: Partial<Record<ClinicianBooking['status'], string>> = {
  completed: 'completed',
  no_show: 'no-show',
  cancelled: 'cancelled',
};

const hourLabel = (hour: number) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric' }).format(new Date(2026, 0, 1, hour));

/**
 * The week as a grid: seven day columns from Monday, half-hour rows, each session a block at
 * its day and time that opens the patient's chart. Keyboard users tab through the sessions in
 * time order (the DOM order); the week moves with Previous and Next.
 */
export function WeekGrid({ sessions, now }: { sessions: ClinicianBooking[]; now: number }) {
  const [offset, setOffset] = useState(0);
  const monday = mondayOf(now, offset);
  const layout = weekLayout(monday, sessions);
  const today = layout.days.indexOf(localDateOf(new Date(now).toISOString()));
  const hours = Array.from(
    { length: layout.lastHour - layout.firstHour },
    (_, index) => layout.firstHour + index,
  );
  const rowsPerHour = 60 / SLOT_MINUTES;
  const title = `Week of ${dayHeading(monday)}`;

  return (
    <section className="cw-week" aria-labelledby="week-title">
      <div className="cw-week__bar">
        <h2 id="week-title" className="cw-section-title cw-week__title">
          {title}
        </h2>
        <div className="cw-form-row">
          <Button variant="secondary" className="btn--small" onClick={() => setOffset(offset - 1)}>
            Previous week
          </Button>
          {offset !== 0 && (
            <Button variant="ghost" className="btn--small" onClick={() => setOffset(0)}>
              This week
            </Button>
          )}
          <Button variant="secondary" className="btn--small" onClick={() => setOffset(offset + 1)}>
            Next week
          </Button>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {title}: {layout.placed.length === 0 ? 'no sessions' : `${layout.placed.length} sessions`}
      </p>
      <div
        className="cw-week__grid"
        style={{ gridTemplateRows: `auto repeat(${layout.rows}, var(--cw-week-row))` }}
      >
        {layout.days.map((day, index) => (
          <div
            key={day}
            className={`cw-week__day${index === today ? ' cw-week__day--today' : ''}`}
            style={{ gridColumn: index + 2, gridRow: 1 }}
          >
            {dayHeading(day)}
          </div>
        ))}
        {hours.map((hour, index) => (
          <div
            key={hour}
            className="cw-week__hour"
            aria-hidden="true"
            style={{ gridColumn: 1, gridRow: `${index * rowsPerHour + 2} / span ${rowsPerHour}` }}
          >
            {hourLabel(hour)}
          </div>
        ))}
        {layout.days.map((day, index) => (
          <div
            key={`lane-${day}`}
            className="cw-week__lane"
            aria-hidden="true"
            style={{ gridColumn: index + 2, gridRow: `2 / span ${layout.rows}` }}
          />
        ))}
        {layout.placed.map(({ item, day, row, span }) => {
          const status = STATUS_WORDS[item.status];
          // The visible words are part of the name, the rest is for screen readers only.
          return (
            <Link
              key={item.id}
              to={`${CLINICIAN_APP_BASE}/patients/${item.patient.uuid}`}
              className={`cw-week__session cw-week__session--${item.status}`}
              style={{ gridColumn: day + 2, gridRow: `${row + 2} / span ${span}` }}
            >
              <span className="visually-hidden">{dayHeading(layout.days[day] ?? '')}, </span>
              <span className="cw-week__time">{timeOf(item.starts_at)}</span>
              <span className="visually-hidden">
                {` to ${timeOf(item.ends_at)}: ${SESSION_KIND_LABELS[item.kind]} with `}
              </span>
              <span className="cw-week__who">{item.patient.firstname}</span>
              {item.clinic && <span className="cw-week__where">{item.clinic.centre_name}</span>}
              {status && <span className="visually-hidden">, {status}</span>}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
