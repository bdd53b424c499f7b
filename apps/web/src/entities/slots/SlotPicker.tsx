import { useId, useMemo, useState, type ReactNode } from 'react';
import { dayTabLabel, groupSlotsByLocalDay, SLOT_DAYS } from './slot-days';
import { TimeZoneNote } from './TimeZoneNote';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { AlertCircleIcon, CalendarIcon } from '../../components/icons';

interface SlotPickerProps {
  /** Bookable starts (UTC ISO instants, ascending); null while they load. */
  slots: readonly string[] | null;
  /** The chosen start, or null. A value not among the slots (taken meanwhile) shows unchosen. */
  selected: string | null;
  onSelect: (start: string) => void;
  /** Names the times group for screen readers, e.g. "Video session times". */
  label: string;
  /** Loading failed: the message and a retry. */
  error?: { message: string; onRetry: () => void } | null;
  /** What to suggest when there are no times ("Try another session type."). */
  emptyHint?: ReactNode;
  /** A short note under one time, e.g. "3 seats left". */
  noteFor?: (start: string) => string | undefined;
  now?: Date;
}

/**
 * Times to choose from, by the person's own day: a horizontal list of days, then the times of the
 * chosen day. Both are native radio groups, so arrow keys, Tab and screen readers work as for any
 * radio buttons; the picker only reports the chosen start.
 */
export function SlotPicker({
  slots,
  selected,
  onSelect,
  label,
  error,
  emptyHint,
  noteFor,
  now,
}: SlotPickerProps) {
  const days = useMemo(() => groupSlotsByLocalDay(slots ?? [], now), [slots, now]);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const names = useId();
  const selectedDate = days.find((day) => day.slots.some((slot) => slot.start === selected))?.date;
  const activeDay =
    days.find((day) => day.date === openDate) ??
    days.find((day) => day.date === selectedDate) ??
    days[0];

  if (error) {
    return (
      <div className="slot-picker" role="alert">
        <EmptyState
          icon={<AlertCircleIcon />}
          title="We could not load the times"
          action={
            <Button variant="secondary" onClick={error.onRetry} sendsRequest>
              Try again
            </Button>
          }
        >
          {error.message}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="slot-picker" aria-busy={slots === null}>
      <TimeZoneNote />
      <p className="visually-hidden" role="status">
        {slots !== null &&
          (days.length > 0
            ? `Open times on ${days.length} ${days.length === 1 ? 'day' : 'days'}.`
            : 'No open times.')}
      </p>
      {slots === null && (
        <div className="slot-picker__loading" aria-hidden="true">
          <span className="skeleton skeleton--chips" />
          <span className="skeleton skeleton--line skeleton--short" />
          <span className="skeleton skeleton--chips" />
        </div>
      )}
      {slots !== null && !activeDay && (
        <EmptyState icon={<CalendarIcon />} title={`No open times in the next ${SLOT_DAYS} days`}>
          {emptyHint ?? 'Please look again in a few days.'}
        </EmptyState>
      )}
      {activeDay && (
        <>
          <fieldset className="day-tabs">
            <legend className="visually-hidden">Day</legend>
            {days.map((day) => {
              const tab = dayTabLabel(day.date, now);
              return (
                <label key={day.date} className="day-tabs__option">
                  <input
                    type="radio"
                    name={`${names}-day`}
                    value={day.date}
                    aria-label={day.heading}
                    checked={day.date === activeDay.date}
                    onChange={() => setOpenDate(day.date)}
                  />
                  <span className="day-tabs__tab">
                    <span className="day-tabs__day">{tab.day}</span>
                    <span className="day-tabs__date">{tab.date}</span>
                    {day.date === selectedDate && <span className="day-tabs__dot" />}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <fieldset className="slot-times">
            <legend className="slot-times__legend">
              <span className="visually-hidden">{label}, </span>
              {activeDay.heading}
            </legend>
            <div className="slot-times__grid">
              {activeDay.slots.map((slot) => {
                const note = noteFor?.(slot.start);
                return (
                  <label key={slot.start} className="slot-times__option">
                    <input
                      type="radio"
                      name={`${names}-time`}
                      value={slot.start}
                      aria-label={note ? `${slot.time}, ${note}` : slot.time}
                      checked={slot.start === selected}
                      onChange={() => onSelect(slot.start)}
                    />
                    <span className="slot-times__time">
                      {slot.time}
                      {note && <span className="slot-times__note">{note}</span>}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </>
      )}
    </div>
  );
}
