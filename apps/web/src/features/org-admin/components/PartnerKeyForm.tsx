import { rotatePartnerSecretRequestSchema, type PartnerKeyView } from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { rotatePartnerSecret } from '../api';
import { useSend } from '../hooks/use-send';

const KINDS = { hs256: 'Shared secret (HS256)', rs256: 'Public keys (RS256)' } as const;

/**
 * How the organisation's own system signs members in (/t-p?jwt=…): the issuer and audience its
 * tokens carry, and a shared secret Kaizen generates, shown once. A new secret retires the old.
 */
export function PartnerKeyForm({ current }: { current: PartnerKeyView | null }) {
  const [key, setKey] = useState(current);
  const [issuer, setIssuer] = useState(current?.issuer ?? '');
  const [audience, setAudience] = useState(current?.audience ?? 'kaizen');
  const [errors, setErrors] = useState<{ issuer?: string; audience?: string }>({});
  const { errors: serverErrors, sending: saving, send } = useSend();
  const [secret, setSecret] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = rotatePartnerSecretRequestSchema.safeParse({ issuer, audience });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] === 'issuer' ? 'issuer' : 'audience'] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await send(async () => {
      const rotated = await rotatePartnerSecret(parsed.data);
      setKey(rotated.key);
      setSecret(rotated.secret);
    });
  };

  return (
    <Form serverErrors={serverErrors} onSubmit={submit} aria-label="Partner sign-in">
      <p className="muted">
        {key
          ? `${KINDS[key.kind]}, set ${new Date(key.rotated_at).toLocaleDateString('en-IN', { dateStyle: 'medium' })}.`
          : 'Not set up: members sign in with their own Kaizen account.'}
      </p>
      <TextField
        label="Issuer (iss)"
        hint="The iss claim your HR system puts in its tokens, e.g. https://hr.acme.com."
        value={issuer}
        error={errors.issuer}
        onChange={(event) => setIssuer(event.target.value)}
      />
      <TextField
        label="Audience (aud)"
        value={audience}
        error={errors.audience}
        onChange={(event) => setAudience(event.target.value)}
      />
      {secret && (
        <div className="console__secret" role="status">
          <p>
            <strong>Your new secret, shown only now.</strong> Give it to your HR system; tokens
            signed with the previous one no longer work.
          </p>
          <code className="console__secret-value">{secret}</code>
          <CopyButton text={secret} copied="Secret copied.">
            Copy secret
          </CopyButton>
        </div>
      )}
      <div className="form__actions">
        <Button type="submit" variant="secondary" loading={saving}>
          {key ? 'Generate a new secret' : 'Generate a secret'}
        </Button>
      </div>
    </Form>
  );
}
