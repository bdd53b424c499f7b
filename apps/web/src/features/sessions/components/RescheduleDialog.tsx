import { useState } from 'react';
import {
  FREE_CHANGE_HOURS_BEFORE_START,
  MAX_RESCHEDULES,
  SESSION_KIND_LABELS,
  type Booking,
} from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormAlert } from '../../../components/forms/FormAlert';
import { SlotPicker } from '../../../entities/slots/SlotPicker';
import { relativeDateTime } from '../../../lib/dates';
import { statusOf } from '../../../lib/http/request-error';
import { helperToast } from '../../../lib/toast';
import { useRescheduleSlots } from '../hooks/use-reschedule-slots';
import { useSubmit } from '../hooks/use-submit';
import { SessionSummary } from './SessionSummary';

function policyText(booking: Booking): string {
  const left = Math.max(0, MAX_RESCHEDULES - booking.reschedule_count);
  return (
    `You can move a session for free until ${FREE_CHANGE_HOURS_BEFORE_START} hours before it ` +
    `starts, at most ${MAX_RESCHEDULES} times. This session can be moved ${left} more ` +
    `${left === 1 ? 'time' : 'times'}.`
  );
}

/** Moves a session to another free time of the same expert and kind (SPEC §2 home). */
export function RescheduleDialog({
  booking,
  now,
  onClose,
  onRescheduled,
}: {
  booking: Booking;
  now: Date;
  onClose: () => void;
  onRescheduled: (booking: Booking) => void;
}) {
  const [slots, reloadSlots] = useRescheduleSlots(booking);
  const [selected, setSelected] = useState<string | null>(null);
  const { busy, errors, submit } = useSubmit(
    async (start: string) => {
      try {
        return await (await import('../api')).rescheduleBooking(booking.id, start);
      } catch (error) {
        // The time went to someone else meanwhile: show the times as they are now.
        if (statusOf(error) === 409 || statusOf(error) === 422) {
          setSelected(null);
          reloadSlots();
        }
        throw error;
      }
    },
    (moved: Booking) => {
      helperToast.success(`Session moved to ${relativeDateTime(moved.starts_at)}.`);
      onRescheduled(moved);
    },
  );
  const blocked = !booking.can_reschedule;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      title="Reschedule your session"
      description={policyText(booking)}
      className="session-dialog session-dialog--wide"
    >
      <SessionSummary booking={booking} now={now} />
      {blocked ? (
        <FormAlert messages={[booking.reschedule_blocked_reason ?? '']} />
      ) : (
        <SlotPicker
          slots={slots.status === 'ready' ? slots.slots : null}
          selected={selected}
          onSelect={setSelected}
          label={`${SESSION_KIND_LABELS[booking.kind]} times`}
          error={slots.status === 'error' ? { message: slots.message, onRetry: reloadSlots } : null}
          emptyHint="Your expert has no other free times soon. You can keep this session or cancel it."
          now={now}
        />
      )}
      <FormAlert messages={errors} />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep current time
        </Button>
        {!blocked && (
          <Button
            onClick={() => selected && void submit(selected)}
            disabled={!selected}
            loading={busy}
          >
            {selected ? `Move to ${relativeDateTime(selected, now)}` : 'Choose a new time'}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
