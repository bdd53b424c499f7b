import { useState } from 'react';
import { Button } from '../../../components/Button';
import { LogOutIcon } from '../../../components/icons';

/** Log out here, or everywhere after a confirmation step (it ends every device's session). */
export function LogoutCard({ onLogout }: { onLogout: (removeAll: boolean) => Promise<void> }) {
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [pending, setPending] = useState<'here' | 'all' | null>(null);
  const run = (removeAll: boolean) => {
    setPending(removeAll ? 'all' : 'here');
    void onLogout(removeAll).finally(() => setPending(null));
  };
  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="card__title">
        Signed-in devices
      </h2>
      <p className="muted">
        Log out of this device, or of every phone, tablet and computer where you are signed in.
      </p>
      {confirmingAll ? (
        <div className="confirm" role="group" aria-labelledby="confirm-all-text">
          <p id="confirm-all-text">
            This ends your session everywhere, including here. You will need to log in again on each
            device.
          </p>
          <div className="form__actions">
            <Button variant="danger" loading={pending === 'all'} onClick={() => run(true)}>
              Log out everywhere
            </Button>
            <Button
              variant="ghost"
              onClick={() => setConfirmingAll(false)}
              disabled={pending !== null}
            >
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="form__actions">
          <Button
            variant="secondary"
            icon={<LogOutIcon />}
            loading={pending === 'here'}
            onClick={() => run(false)}
          >
            Log out
          </Button>
          <Button
            variant="ghost"
            onClick={() => setConfirmingAll(true)}
            disabled={pending !== null}
          >
            Log out of all devices
          </Button>
        </div>
      )}
    </section>
  );
}
