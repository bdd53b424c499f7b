import { useState } from 'react';
import { Button } from '../../../components/Button';
import { HeartIcon } from '../../../components/icons';
import { relativeDateTime } from '../../../lib/dates';
import { useSessionsSelector } from '../hooks/store-hooks';
import { useFeedbackSent } from '../hooks/use-feedback-sent';
import { useNow } from '../../../lib/hooks/use-now';
import { selectFeedbackNudge } from '../slice';
import { FeedbackDialog } from './FeedbackDialog';

/** SPEC §3 feedback nudge: asks about the latest completed session until feedback is given. */
export function FeedbackNudge() {
  const booking = useSessionsSelector(selectFeedbackNudge);
  const now = useNow();
  const [open, setOpen] = useState(false);
  const sent = useFeedbackSent(() => setOpen(false));
  if (!booking) return null;
  const { firstname, lastname } = booking.provider;
  return (
    <section className="card feedback-nudge" aria-labelledby="feedback-nudge-heading">
      <span className="feedback-nudge__icon" aria-hidden="true">
        <HeartIcon />
      </span>
      <div className="feedback-nudge__text">
        <h2 id="feedback-nudge-heading" className="card__title">
          How was your session with {firstname} {lastname}?
        </h2>
        <p className="feedback-nudge__when">
          <time dateTime={booking.starts_at}>{relativeDateTime(booking.starts_at, now)}</time>
        </p>
        <p>A quick rating helps us keep your care good.</p>
      </div>
      <Button onClick={() => setOpen(true)}>Rate your session</Button>
      {open && (
        <FeedbackDialog booking={booking} now={now} onClose={() => setOpen(false)} onSent={sent} />
      )}
    </section>
  );
}
