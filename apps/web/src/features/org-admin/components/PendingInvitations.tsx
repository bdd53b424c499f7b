import type { PendingInvitation } from '@kaizen/contracts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** Invitations sent and not accepted yet, newest first. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <details className="console__pending">
      <summary>
        {invitations.length === 1
          ? '1 invitation waiting'
          : `${invitations.length} invitations waiting`}
      </summary>
      <ul className="console__pending-list">
        {invitations.map((invitation) => (
          <li key={`${invitation.sent_to ?? 'link'}-${invitation.created_at}`}>
            {invitation.sent_to ?? 'Link (not emailed)'}{' '}
            <span className="muted">
              · sent {day(invitation.created_at)}, valid until {day(invitation.expires_at)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
