import { useId, useState } from 'react';
import { ERASE_CONFIRMATION, ERASURE_RETENTION_NOTES } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { eraseAccount } from '../api';

/** Erasing is final: it is explained, then confirmed with the password and the word ERASE. */
export function EraseAccountCard({ onErased }: { onErased: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async () => {
    setPending(true);
    setErrors([]);
    try {
      await eraseAccount({ password, confirmation: ERASE_CONFIRMATION });
      onErased();
    } catch (error) {
      setErrors(errorMessagesOf(error));
      setPending(false);
    }
  };

  return (
    <section className="card card--danger" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card__title">
        Erase your account
      </h2>
      <p>
        This removes your profile, documents, treatment plans, questionnaire answers and messages,
        and signs you out everywhere. You will not be able to sign in again. It cannot be undone.
      </p>
      <details className="retention">
        <summary>What we have to keep</summary>
        <ul>
          {ERASURE_RETENTION_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </details>
      {!open ? (
        <div className="card__actions">
          <Button variant="danger" onClick={() => setOpen(true)}>
            Erase my account…
          </Button>
        </div>
      ) : (
        <form
          className="erase-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              Your password
            </label>
            <div className="field__control">
              <input
                id={`${id}-password`}
                className="field__input"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-confirm`}>
              Type {ERASE_CONFIRMATION} to confirm
            </label>
            <div className="field__control">
              <input
                id={`${id}-confirm`}
                className="field__input"
                autoComplete="off"
                required
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            </div>
          </div>
          <FormAlert messages={errors} />
          <div className="card__actions">
            <Button
              type="submit"
              variant="danger"
              loading={pending}
              disabled={confirmation.trim() !== ERASE_CONFIRMATION || password === ''}
            >
              Erase my account for good
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
              Keep my account
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
