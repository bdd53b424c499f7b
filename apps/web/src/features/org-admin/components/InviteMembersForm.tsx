import { emailsFromCsv, inviteMembersRequestSchema } from '@kaizen/contracts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { helperToast } from '../../../lib/toast';
import { inviteMembers } from '../api';
import { useSend } from '../hooks/use-send';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Addresses typed or pasted (one per line, or CSV with an email column) or read from an uploaded
 * CSV file; each gets an invitation link by email. Checked with the shared schema first.
 */
export function InviteMembersForm({ onInvited }: { onInvited: () => void }) {
  const textId = useId();
  const hintId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const { errors, sending, send, refuse } = useSend();
  const [result, setResult] = useState<string | null>(null);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  };

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
      <div className="field">
        <label htmlFor={textId} className="field__label">
          Email addresses
        </label>
        <p id={hintId} className="field__hint">
          One per line, or paste a CSV with an email column.
        </p>
        <div className="field__control">
          <textarea
            id={textId}
            className="field__input note-field"
            rows={5}
            value={text}
            aria-describedby={hintId}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={fileId} className="field__label">
          Or upload a CSV file
        </label>
        <input id={fileId} type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />
      </div>
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
