import type { OrgMember } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/forms/FormAlert';
import { UsersIcon } from '../../../components/icons';
import { errorMessagesOf, statusOf } from '../../../lib/http/request-error';
import { helperToast } from '../../../lib/toast';
import { resetMemberAuthenticator, revokeMember } from '../api';

const PROOFS: Record<string, string> = {
  invitation: 'Invitation',
  'verified-email': 'Work email',
  'partner-token': 'Organisation sign-in',
  'insurer-crn': 'Customer number',
};

type Pending = { member: OrgMember; action: 'remove' | 'reset-authenticator' };

/** What each confirm dialog says and does. */
const ACTIONS = {
  remove: {
    title: (name: string) => `Remove ${name}?`,
    description: (organisation: string) =>
      `They keep their Kaizen account and health record, but ${organisation} no longer pays for their care.`,
    confirm: 'Remove member',
    run: revokeMember,
    done: (name: string) => `${name} is no longer a member.`,
  },
  'reset-authenticator': {
    title: (name: string) => `Reset ${name}'s authenticator app?`,
    description: () =>
      'Do this only when they lost their phone or app and asked you: their next visit shows a new QR code to scan.',
    confirm: 'Reset authenticator',
    run: resetMemberAuthenticator,
    done: (name: string) => `${name} will set up their authenticator app again.`,
  },
} as const;
const joinedOn = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' }) : '—';

/**
 * The members (no clinical data), each with a way to end their membership, or to reset their
 * authenticator app (partner TOTP), after a confirm.
 */
export function MembersList({
  members,
  organisationName,
  onChanged,
}: {
  members: OrgMember[];
  organisationName: string;
  onChanged: () => void;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  if (members.length === 0) {
    return (
      <EmptyState icon={<UsersIcon />} title="No members yet">
        Invite people below; they become members when they accept the emailed link.
      </EmptyState>
    );
  }
  const action = pending && ACTIONS[pending.action];
  const close = () => {
    setPending(null);
    setErrors([]);
  };
  const confirm = async () => {
    if (!pending || !action) return;
    setErrors([]);
    try {
      await action.run(pending.member.uuid);
      helperToast.success(action.done(pending.member.name));
      setPending(null);
      if (pending.action === 'remove') onChanged();
    } catch (error) {
      const noApp = pending.action === 'reset-authenticator' && statusOf(error) === 404;
      setErrors(
        noApp
          ? [`${pending.member.name} has no authenticator app set up.`]
          : errorMessagesOf(error),
      );
    }
  };
  return (
    <>
      <div className="results-table__wrap">
        <table className="results-table">
          <caption className="visually-hidden">Members of {organisationName}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Joined</th>
              <th scope="col">Through</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.uuid}>
                <th scope="row">{member.name}</th>
                <td>{member.email}</td>
                <td>{joinedOn(member.joined_at)}</td>
                <td>{member.proof ? (PROOFS[member.proof] ?? member.proof) : '—'}</td>
                <td className="results-table__actions">
                  <Button
                    variant="ghost"
                    className="btn--small"
                    onClick={() => setPending({ member, action: 'reset-authenticator' })}
                    aria-label={`Reset authenticator for ${member.name}`}
                  >
                    Reset authenticator
                  </Button>
                  <Button
                    variant="ghost"
                    className="btn--small"
                    onClick={() => setPending({ member, action: 'remove' })}
                    aria-label={`Remove ${member.name}`}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog
        open={pending !== null}
        onClose={close}
        title={action && pending ? action.title(pending.member.name) : ''}
        description={action ? action.description(organisationName) : ''}
      >
        <FormAlert messages={errors} />
        <div className="form__actions">
          <Button variant="danger" onClick={confirm} sendsRequest>
            {action?.confirm ?? ''}
          </Button>
          <Button variant="ghost" onClick={close}>
            Keep
          </Button>
        </div>
      </Dialog>
    </>
  );
}
