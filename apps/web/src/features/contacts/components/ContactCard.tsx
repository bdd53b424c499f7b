import type { Contact, ContactBody, ContactKind } from '@kaizen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { LoadError } from '../../../components/LoadError';
import { PhoneIcon } from '../../../components/icons';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';
import { notify } from '../../../lib/toast';
import { fetchContact, removeContact, saveContact } from '../api';
import { ContactForm } from './ContactForm';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; contact: Contact | null }
  | { status: 'error'; messages: string[] };

/** One contact: shown, added, changed or removed in place. */
export function ContactCard({
  kind,
  title,
  explanation,
}: {
  kind: ContactKind;
  title: string;
  explanation: string;
}) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const headingId = `${kind}-heading`;

  useEffect(() => {
    const controller = new AbortController();
    fetchContact(kind, controller.signal).then(
      (contact) => setState({ status: 'ready', contact }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancelledRequest(error)) {
          setState({ status: 'error', messages: errorMessagesOf(error) });
        }
      },
    );
    return () => controller.abort();
  }, [kind, attempt]);

  const save = useCallback(
    async (body: ContactBody) => {
      const contact = await saveContact(kind, body);
      setState({ status: 'ready', contact });
      setEditing(false);
      notify.success(`${title} saved.`);
    },
    [kind, title],
  );

  const remove = async () => {
    setRemoving(true);
    try {
      await removeContact(kind);
      setState({ status: 'ready', contact: null });
      notify.success(`${title} removed.`);
    } catch (error) {
      notify.error(errorMessagesOf(error)[0] ?? 'Please try again.');
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section className="card contact" aria-labelledby={headingId}>
      <div className="card__header">
        <h2 id={headingId} className="card__title">
          <PhoneIcon aria-hidden="true" /> {title}
        </h2>
      </div>
      <p className="muted">{explanation}</p>
      {state.status === 'loading' ? (
        <p role="status">Loading…</p>
      ) : state.status === 'error' ? (
        <LoadError
          title={`We could not load your ${title.toLowerCase()}`}
          messages={state.messages}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : editing ? (
        <ContactForm
          label={title}
          contact={state.contact}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      ) : state.contact ? (
        <>
          <dl className="details">
            <div className="details__row">
              <dt>Name</dt>
              <dd>{state.contact.name}</dd>
            </div>
            <div className="details__row">
              <dt>Relationship</dt>
              <dd>{state.contact.relationship}</dd>
            </div>
            <div className="details__row">
              <dt>Mobile number</dt>
              <dd>+91 {state.contact.phone}</dd>
            </div>
            {state.contact.email && (
              <div className="details__row">
                <dt>Email</dt>
                <dd>{state.contact.email}</dd>
              </div>
            )}
          </dl>
          <div className="form__actions">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Change
            </Button>
            <Button variant="ghost" onClick={() => void remove()} loading={removing}>
              Remove
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Add {title.toLowerCase()}
        </Button>
      )}
    </section>
  );
}
