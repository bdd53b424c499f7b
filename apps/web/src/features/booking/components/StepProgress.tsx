import type { BookingStep } from '../booking-query';

const STEP_NAMES: Record<1 | 2 | 3, string> = { 1: 'Time', 2: 'Details', 3: 'Review and pay' };

/** Where the person is in the flow: the steps that apply to this kind, the current one marked. */
export function StepProgress({ step, withDetails }: { step: BookingStep; withDetails: boolean }) {
  const steps = ([1, 2, 3] as const).filter((each) => withDetails || each !== 2);
  const index = steps.findIndex((each) => each === step);
  return (
    <nav aria-label="Booking steps">
      <p className="visually-hidden">
        Step {index + 1} of {steps.length}
      </p>
      <ol className="booking-steps">
        {steps.map((each, position) => (
          <li
            key={each}
            className={`booking-steps__step${position < index ? ' booking-steps__step--done' : ''}`}
            aria-current={each === step ? 'step' : undefined}
          >
            <span className="booking-steps__number" aria-hidden="true">
              {position + 1}
            </span>
            {STEP_NAMES[each]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
