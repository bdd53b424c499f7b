import { POLICY_LABELS, policyPagePath, type PolicyConsent } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useBusyAction } from '../../../lib/hooks/use-busy-action';
import { FormAlert } from '../../../components/forms/FormAlert';
import { formatDateTime } from '../../../lib/dates';

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
  const { busy, error, run: accept } = useBusyAction(onAccept);
  const firstTime = pending.every((entry) => entry.accepted_version === null);
  return (
    <Dialog
      open
      className="policy-modal"
      title={firstTime ? 'Please review our policies' : 'We have updated our policies'}
      description="Please read what changed and accept to continue using Kaizen."
    >
      <ul className="policy-modal__list">
        {pending.map(({ policy, withdrawn }) => (
          <li key={policy.type} className="policy-modal__item">
            <p className="policy-modal__name">
              {POLICY_LABELS[policy.type]} — version {policy.version}
              <span className="policy-modal__date">
                {' '}
                · published {formatDateTime(policy.published_at)}
              </span>
            </p>
            {withdrawn && (
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
