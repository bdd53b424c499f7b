import { orgSettingsSchema, type OrgConsole, type OrgSettings } from '@kaizen/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { helperToast } from '../../../lib/toast';
import { saveSettings } from '../api';
import { useSend } from '../hooks/use-send';

type FieldErrors = Partial<Record<'domains' | 'number' | 'text', string>>;

/** Which field a schema issue belongs to (the issue path of orgSettingsSchema). */
function fieldOf(path: PropertyKey[]): keyof FieldErrors {
  if (path[0] === 'email_domains') return 'domains';
  return path[1] === 'number' ? 'number' : 'text';
}

/**
 * The email domains whose confirmed addresses make members, and the helpline members see on
 * their dashboard (both or neither). Checked with the shared schema before it is sent.
 */
export function OrgSettingsForm({
  settings,
  onSaved,
}: {
  settings: OrgSettings;
  onSaved: (updated: OrgConsole) => void;
}) {
  const domainsId = useId();
  const hintId = useId();
  const [domains, setDomains] = useState(settings.email_domains.join('\n'));
  const [number, setNumber] = useState(settings.helpline?.number ?? '');
  const [text, setText] = useState(settings.helpline?.text ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { errors: serverErrors, sending: saving, send } = useSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const helplineGiven = number.trim() !== '' || text.trim() !== '';
    const parsed = orgSettingsSchema.safeParse({
      email_domains: domains.split(/[\s,;]+/).filter(Boolean),
      helpline: helplineGiven ? { number, text } : null,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[fieldOf(issue.path)] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    await send(async () => {
      onSaved(await saveSettings(parsed.data));
      helperToast.success('Settings saved.');
    });
  };

  return (
    <Form serverErrors={serverErrors} onSubmit={submit} aria-label="Organisation settings">
      <div className={errors.domains ? 'field field--invalid' : 'field'}>
        <label htmlFor={domainsId} className="field__label">
          Email domains
        </label>
        <p id={hintId} className="field__hint">
          People who confirm an address on one of these domains become members. One per line.
        </p>
        <div className="field__control">
          <textarea
            id={domainsId}
            className="field__input note-field"
            rows={3}
            value={domains}
            aria-describedby={errors.domains ? `${hintId} ${domainsId}-error` : hintId}
            aria-invalid={errors.domains ? true : undefined}
            onChange={(event) => setDomains(event.target.value)}
          />
        </div>
        {errors.domains && (
          <p id={`${domainsId}-error`} className="field__error">
            {errors.domains}
          </p>
        )}
      </div>
      <TextField
        label="Helpline number"
        hint="Members can tap it to call. Leave both helpline fields empty for none."
        inputMode="tel"
        value={number}
        error={errors.number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <TextField
        label="Helpline text"
        hint="When it answers and who answers, e.g. “Counsellors, 24 hours, English and Hindi”."
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" loading={saving}>
          Save settings
        </Button>
      </div>
    </Form>
  );
}
