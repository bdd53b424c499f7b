import { useId, useRef, useState } from 'react';
import {
  DEFAULT_UPLOAD_LIMIT_MB,
  UPLOAD_ACCEPT,
  formatFileSize,
  validateUpload,
  type HealthDocument,
} from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { uploadDocument } from '../api';

/** Choose a file, see its size, upload it; SPEC §5 rules are checked here and again on the server. */
export function DocumentUpload({ onUploaded }: { onUploaded: (document: HealthDocument) => void }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? validateUpload(chosen, DEFAULT_UPLOAD_LIMIT_MB) : null;
    setErrors(problem ? [problem] : []);
  };
  const submit = async () => {
    if (!file) return;
    const problem = validateUpload(file, DEFAULT_UPLOAD_LIMIT_MB);
    if (problem) {
      setErrors([problem]);
      return;
    }
    setErrors([]);
    setProgress(0);
    try {
      onUploaded(await uploadDocument(file, setProgress));
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      className="card upload"
      aria-labelledby={`${inputId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${inputId}-heading`} className="card__title">
        Add a document
      </h2>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          File
        </label>
        <input
          ref={input}
          id={inputId}
          name="file"
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-describedby={hintId}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="field__hint">
          Reports, letters, scans, photos, audio or video, up to {DEFAULT_UPLOAD_LIMIT_MB} MB.
        </p>
      </div>
      {file && errors.length === 0 && (
        <p className="upload__chosen">
          {file.name} <span className="muted">({formatFileSize(file.size)})</span>
        </p>
      )}
      <FormAlert messages={errors} />
      {progress !== null && (
        <progress
          className="upload__progress"
          max={1}
          value={progress}
          aria-label="Upload progress"
        />
      )}
      <div className="card__actions">
        <Button type="submit" disabled={!file || errors.length > 0} loading={progress !== null}>
          Upload
        </Button>
      </div>
    </form>
  );
}
