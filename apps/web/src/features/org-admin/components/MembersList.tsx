import type { OrgMember } from '@kaizen/contracts';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/FormAlert';
import { UsersIcon } from '../../../components/icons';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { helperToast } from '../../../lib/toast';
import { revokeMember } from '../api';

const PROOFS: Record<string, string> = {
  invitation: 'Invitation',
  'verified-email': 'Work email',
  'partner-token': 'Organisation sign-in',
};
const joinedOn = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' }) : '—';

/** The members (no clinical data), each with a way to end their membership after a confirm. */
export function MembersList({
  members,
  organisationName,
  onChanged,
}: {
  members: OrgMember[];
  organisationName: string;
  onChanged: () => void;
}) {
  const [leaving, setLeaving] = useState<OrgMember | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  if (members.length === 0) {
    return (
      <EmptyState icon={<UsersIcon />} title="No members yet">
        Invite people below; they become members when they accept the emailed link.
      </EmptyState>
    );
  }
  const confirm = async () => {
    if (!leaving) return;
    setErrors([]);
    try {
      await revokeMember(leaving.uuid);
      helperToast.success(`${leaving.name} is no longer a member.`);
      setLeaving(null);
      onChanged();
    } catch (error) {
      setErrors(errorMessagesOf(error));
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
                <td>
                  <Button
                    variant="ghost"
                    className="btn--small"
                    onClick={() => setLeaving(member)}
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
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={`Remove ${leaving?.name ?? ''}?`}
        description={`They keep their Kaizen account and health record, but ${organisationName} no longer pays for their care.`}
      >
        <FormAlert messages={errors} />
        <div className="form__actions">
          <Button variant="danger" onClick={confirm} sendsRequest>
            Remove member
          </Button>
          <Button variant="ghost" onClick={() => setLeaving(null)}>
            Keep
          </Button>
        </div>
      </Dialog>
    </>
  );
}
