import { useState } from 'react';
import {
  bookingFeedbackBodySchema,
  MAX_FEEDBACK_TEXT_LENGTH,
  type Booking,
  type BookingFeedbackBody,
} from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormAlert } from '../../../components/forms/FormAlert';
import { helperToast } from '../../../lib/toast';
import { useSubmit } from '../hooks/use-submit';
import { SessionSummary } from './SessionSummary';
import { NoteField } from '../../../components/forms/NoteField';
import { StarRating } from './StarRating';

/** Feedback on a completed session: 1 to 5 stars and optional words. */
export function FeedbackDialog({
  booking,
  now,
  onClose,
  onSent,
}: {
  booking: Booking;
  now: Date;
  onClose: () => void;
  onSent: (bookingId: string) => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [ratingError, setRatingError] = useState<string>();
  const { busy, errors, submit } = useSubmit(
    async (body: BookingFeedbackBody) => (await import('../api')).sendFeedback(booking.id, body),
    () => {
      helperToast.success('Thank you for your feedback.');
      onSent(booking.id);
    },
  );
  // The contracts schema checks the rating, so its message is the one the API would give.
  const parsed = bookingFeedbackBodySchema.safeParse({ rating: rating ?? 0, text });
  const send = () => {
    if (!parsed.success) {
      setRatingError(parsed.error.issues[0]?.message);
      return;
    }
    void submit(parsed.data);
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      title="How did your session go?"
      description="A rating and a few words help us keep your care good."
      className="session-dialog"
    >
      <SessionSummary booking={booking} now={now} />
      <StarRating
        value={rating}
        onChange={(value) => {
          setRating(value);
          setRatingError(undefined);
        }}
        error={ratingError}
      />
      <NoteField
        label="Anything you would like to tell us"
        value={text}
        onChange={setText}
        maxLength={MAX_FEEDBACK_TEXT_LENGTH}
      />
      <FormAlert messages={errors} />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Not now
        </Button>
        <Button onClick={send} loading={busy}>
          Send feedback
        </Button>
      </div>
    </Dialog>
  );
}
