import { providerTypeLabel, type ProviderSwitch } from '@kaizen/contracts';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../../components/Button';

/**
 * After the change: the way to book with the new expert, and the sessions still booked with the
 * previous one (kept unless the person cancels them: `oldSessions` is the sessions feature's
 * list, composed by the app).
 */
export function DoneStep({
  change,
  bookPath,
  oldSessions,
  onClose,
}: {
  change: ProviderSwitch;
  bookPath: (providerUuid: string) => string;
  oldSessions?: ReactNode;
  onClose: () => void;
}) {
  const kind = providerTypeLabel(change.provider_type).toLowerCase();
  return (
    <>
      <p role="status" className="provider-switch__done">
        {change.to.firstname} {change.to.lastname} is now your {kind}. {change.from.firstname}{' '}
        {change.from.lastname} is listed as your previous {kind}.
      </p>
      {oldSessions}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
        <ButtonLink to={bookPath(change.to.uuid)}>Book with {change.to.firstname}</ButtonLink>
      </div>
    </>
  );
}
