import { patientNoteEndpoint, savePatientNoteEndpoint, urlOf } from '@kaizen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { api } from '../app/session';
import { useResource } from '../app/use-resource';
import { withSoapTemplate } from './soap-template';
import { useAutosave, type SaveState } from './use-autosave';

const STATE_LABELS: Record<SaveState, string> = {
  idle: 'Saved as you type',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved',
};

/** The clinician's private working note on the patient, autosaved; the patient never sees it. */
export function PrivateNote({ patientUuid }: { patientUuid: string }) {
  const [note] = useResource(
    urlOf(patientNoteEndpoint, { patientId: patientUuid }),
    patientNoteEndpoint.response,
  );
  const [text, setText] = useState<string | null>(null);
  const save = useCallback(
    async (value: string) => {
      await api.put(urlOf(savePatientNoteEndpoint, { patientId: patientUuid }), { text: value });
    },
    [patientUuid],
  );
  const autosave = useAutosave(save);
  useEffect(() => {
    if (note.state === 'ready') setText((current) => current ?? note.data.text);
  }, [note]);

  return (
    <section className="card cw-card" aria-labelledby="note-title">
      <div className="cw-card__head">
        <h2 id="note-title" className="cw-card__title">
          Private note
        </h2>
        <span className="cw-muted" role="status">
          {STATE_LABELS[autosave.state]}
        </span>
      </div>
      <p className="cw-card__hint">Only you and your practice see this. The patient never does.</p>
      {note.state === 'failed' && <p role="alert">{note.message}</p>}
      {text !== null && (
        <label className="cw-inline-field cw-note">
          <span className="visually-hidden">Private note</span>
          <textarea
            rows={10}
            value={text}
            placeholder="S: … O: … A: … P: …"
            onChange={(event) => {
              setText(event.target.value);
              autosave.change(event.target.value);
            }}
            onBlur={() => void autosave.flush()}
          />
        </label>
      )}
      {text !== null && (
        <div>
          <Button
            variant="secondary"
            className="btn--small"
            onClick={() => {
              const next = withSoapTemplate(text);
              setText(next);
              autosave.change(next);
            }}
          >
            Insert SOAP headings
          </Button>
        </div>
      )}
      {autosave.error && <p role="alert">{autosave.error}</p>}
    </section>
  );
}
