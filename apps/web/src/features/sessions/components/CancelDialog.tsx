import { useState } from 'react';
import { MAX_CANCEL_REASON_LENGTH, type Booking, type BookingCancelBody } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormAlert } from '../../../components/forms/FormAlert';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/icons';
import { helperToast } from '../../../lib/toast';
import { useSubmit } from '../hooks/use-submit';
import { refundStatement } from '../refund-statement';
import { NoteField } from '../../../components/forms/NoteField';
import { SessionSummary } from './SessionSummary';

/** Confirms a cancellation, with the refund stated and an optional reason for the expert. */
export function CancelDialog({
  booking,
  now,
  onClose,
  onCancelled,
}: {
  booking: Booking;
  now: Date;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}) {
  const [reason, setReason] = useState('');
  const { busy, errors, submit } = useSubmit(
    async (body: BookingCancelBody) => (await import('../api')).cancelBooking(booking.id, body),
    (cancelled: Booking) => {
      helperToast.success(
        cancelled.refund ? 'Session cancelled. Your refund is on its way.' : 'Session cancelled.',
      );
      onCancelled(cancelled);
    },
  );
  const refund = refundStatement(booking);
  const Icon = refund.tone === 'warning' ? AlertCircleIcon : CheckCircleIcon;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      title="Cancel this session?"
      className="session-dialog"
    >
      <SessionSummary booking={booking} now={now} />
      <p className={`refund refund--${refund.tone}`}>
        <Icon className="refund__icon" />
        {refund.text}
      </p>
      <NoteField
        label="Reason for cancelling"
        value={reason}
        onChange={setReason}
        maxLength={MAX_CANCEL_REASON_LENGTH}
        placeholder="It helps your expert plan, but you do not have to say."
      />
      <FormAlert messages={errors} />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep session
        </Button>
        <Button
          variant="danger"
          onClick={() => void submit({ reason: reason.trim() })}
          loading={busy}
        >
          Cancel session
        </Button>
      </div>
    </Dialog>
  );
}
