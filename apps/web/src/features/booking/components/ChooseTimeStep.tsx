import { useState } from 'react';
import { SESSION_KIND_LABELS, type ProviderProfile, type SessionKind } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { SlotPicker } from '../../../entities/slots/SlotPicker';
import type { BookableTimes } from '../hooks/use-bookable-times';
import { KindChoice } from './KindChoice';

const seatsText = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;

/** Step 1: the kind of session and a time in the next 14 days. */
export function ChooseTimeStep({
  profile,
  kind,
  start,
  times,
  reloadTimes,
  notice,
  onKindChange,
  onTimeChange,
  onContinue,
}: {
  profile: ProviderProfile;
  kind: SessionKind;
  start: string | null;
  times: BookableTimes;
  reloadTimes: () => void;
  /** Why the person is back here (a taken slot). */
  notice: string | null;
  onKindChange: (kind: SessionKind) => void;
  onTimeChange: (start: string) => void;
  onContinue: () => void;
}) {
  const [missing, setMissing] = useState(false);
  const offered = times.status === 'ready' ? times.starts : null;
  const chosen = start !== null && offered?.includes(start) === true;
  const capacity = profile.session_kinds.find((each) => each.kind === 'group')?.group_capacity;
  const noteFor =
    kind === 'group' && times.status === 'ready'
      ? (at: string) => {
          const seats = times.groupSessions.get(at)?.seats_left ?? capacity;
          return seats ? seatsText(seats) : undefined;
        }
      : undefined;

  return (
    <div className="booking-step">
      {notice && <FormAlert messages={[notice]} />}
      {profile.session_kinds.length > 1 && (
        <KindChoice kinds={profile.session_kinds} kind={kind} onChange={onKindChange} />
      )}
      <div>
        <h2 className="booking-step__label">Choose a time</h2>
        <SlotPicker
          slots={offered}
          selected={start}
          onSelect={(next) => {
            setMissing(false);
            onTimeChange(next);
          }}
          label={`${SESSION_KIND_LABELS[kind]} times`}
          error={times.status === 'error' ? { message: times.message, onRetry: reloadTimes } : null}
          emptyHint={
            profile.session_kinds.length > 1
              ? 'Try another type of session, or look again in a few days.'
              : undefined
          }
          noteFor={noteFor}
        />
      </div>
      {missing && !chosen && <FormAlert messages={['Choose a time first.']} />}
      <div className="booking-step__actions">
        {/* Not before the times have loaded: a click then found no offered time chosen (even with
            the time picked on the profile), and when the times arrived the "Choose a time first."
            it showed was hidden again, so the click was lost without a trace. */}
        <Button
          disabled={times.status === 'loading'}
          onClick={() => (chosen ? onContinue() : setMissing(true))}
        >
          Continue
        </Button>
      </div>
    </div>
  );
}
