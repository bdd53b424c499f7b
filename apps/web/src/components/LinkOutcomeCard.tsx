import type { ReactNode } from 'react';
import type { LinkOutcome } from '../lib/hooks/use-link-action';
import { FormAlert } from './forms/FormAlert';
import { Spinner } from './Spinner';

/** The answer to an emailed link: a spinner while it is checked, then the outcome and a way on. */
export function LinkOutcomeCard({
  outcome,
  working,
  children,
}: {
  outcome: LinkOutcome;
  /** What is being done, e.g. "Confirming your new email address…". */
  working: string;
  /** Below the outcome: an explanation and the way on. */
  children?: ReactNode;
}) {
  if (outcome.state === 'idle') return null;
  if (outcome.state === 'working') {
    return (
      <p role="status" className="link-outcome__working">
        <Spinner /> {working}
      </p>
    );
  }
  return (
    <section className="card link-outcome">
      <FormAlert
        tone={outcome.state === 'done' ? 'success' : 'error'}
        messages={outcome.state === 'done' ? [outcome.message] : outcome.messages}
      />
      {children}
    </section>
  );
}
