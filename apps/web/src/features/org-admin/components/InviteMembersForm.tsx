import { emailsFromCsv, inviteMembersRequestSchema } from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { helperToast } from '../../../lib/toast';
import { inviteMembers } from '../api';
import { useSend } from '../hooks/use-send';
import { CsvTextInput } from './CsvTextInput';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Addresses typed or pasted (one per line, or CSV with an email column) or read from an uploaded
 * CSV file; each gets an invitation link by email. Checked with the shared schema first.
 */
export function InviteMembersForm({ onInvited }: { onInvited: () => void }) {
  const [text, setText] = useState('');
  const { errors, sending, send, refuse } = useSend();
  const [result, setResult] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    refuse([]);
    setResult(null);
    const { emails, rejected } = emailsFromCsv(text);
    const checked = inviteMembersRequestSchema.safeParse({ emails });
    if (rejected.length > 0 || !checked.success) {
      refuse(
        rejected.length > 0
          ? [`These are not email addresses: ${rejected.slice(0, 5).join(', ')}.`]
          : (checked.error?.issues.map((issue) => issue.message) ?? []),
      );
      return;
    }
    await send(async () => {
      const answer = await inviteMembers(checked.data.emails);
      const parts = [`${plural(answer.invited.length, 'invitation')} sent`];
      if (answer.already_members.length > 0) {
        parts.push(`${plural(answer.already_members.length, 'address')} already a member`);
      }
      setResult(`${parts.join('; ')}.`);
      helperToast.success(`${plural(answer.invited.length, 'invitation')} sent.`);
      setText('');
      onInvited();
    });
  };

  return (
    <Form serverErrors={errors} onSubmit={submit} aria-label="Invite members">
      <CsvTextInput
        label="Email addresses"
        hint="One per line, or paste a CSV with an email column."
        value={text}
        onChange={setText}
      />
      {result && (
        <p className="console__result" role="status">
          {result}
        </p>
      )}
      <div className="form__actions">
        <Button type="submit" loading={sending}>
          Send invitations
        </Button>
      </div>
    </Form>
  );
}
