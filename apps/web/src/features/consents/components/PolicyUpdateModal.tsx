import { POLICY_LABELS, policyPagePath, type PolicyConsent } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { formatDateTime } from '../../../lib/dates';
import { errorMessagesOf } from '../../../lib/http/request-error';

/**
 * Blocks the app until the current version of each pending policy is accepted (SPEC §4 Login
 * checks privacy-policy consent). Escape does not close it; the only ways out are to accept or
 * to log out. Each document can be read in full in a new tab first.
 */
export function PolicyUpdateModal({
  pending,
  onAccept,
  onLogout,
}: {
  pending: PolicyConsent[];
  onAccept: () => Promise<void>;
  onLogout: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const firstTime = pending.every((entry) => entry.accepted_version === null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await onAccept();
    } catch (failure) {
      setError(errorMessagesOf(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      className="policy-modal"
      title={firstTime ? 'Please review our policies' : 'We have updated our policies'}
      description="Please read what changed and accept to continue using Kaizen."
    >
      <ul className="policy-modal__list">
        {pending.map(({ policy, accepted_version }) => (
          <li key={policy.type} className="policy-modal__item">
            <p className="policy-modal__name">
              {POLICY_LABELS[policy.type]} — version {policy.version}
              <span className="policy-modal__date">
                {' '}
                · published {formatDateTime(policy.published_at)}
              </span>
            </p>
            {accepted_version === null && (
              <p className="policy-modal__note">You withdrew your consent to this document.</p>
            )}
            <p className="policy-modal__summary">{policy.summary}</p>
            <a
              className="policy-modal__read"
              href={policyPagePath(policy.type)}
              target="_blank"
              rel="noopener"
            >
              Read the full {POLICY_LABELS[policy.type].toLowerCase()}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      {error && <FormAlert messages={error} />}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onLogout} disabled={busy}>
          Log out
        </Button>
        <Button onClick={() => void accept()} loading={busy}>
          I accept
        </Button>
      </div>
    </Dialog>
  );
}
