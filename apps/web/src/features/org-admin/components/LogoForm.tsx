import {
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  logoFileProblem,
  type OrganisationBranding,
} from '@kaizen/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { helperToast } from '../../../lib/toast';
import { removeLogo, uploadLogo } from '../branding-api';
import { useSend } from '../hooks/use-send';

/**
 * The organisation's logo for the header on its subdomain: a PNG, JPEG or WebP up to 200 KB
 * (SVG refused: it can carry scripts). Checked here first; the API checks the bytes again.
 */
export function LogoForm({
  branding,
  onChanged,
}: {
  branding: OrganisationBranding;
  onChanged: (branding: OrganisationBranding) => void;
}) {
  const fileId = useId();
  const hintId = useId();
  const { errors, sending, send, refuse } = useSend();
  const [removing, setRemoving] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      refuse([problem]);
      input.value = '';
      return;
    }
    await send(async () => {
      onChanged(await uploadLogo(file));
      helperToast.success('Logo saved.');
    });
    input.value = '';
  };

  const remove = async () => {
    setRemoving(true);
    await send(async () => {
      onChanged(await removeLogo());
      helperToast.success('Logo removed: the header shows your organisation’s name.');
    });
    setRemoving(false);
  };

  return (
    <div className="stack">
      <div className="logo-preview" aria-live="polite">
        {branding.logo_url ? (
          <img src={branding.logo_url} alt={`${branding.name} logo`} height={48} />
        ) : (
          <p className="muted">No logo yet: the header shows “{branding.name}”.</p>
        )}
      </div>
      {errors.length > 0 && <FormAlert title="The logo was not saved" messages={errors} />}
      <div className="field">
        <label htmlFor={fileId} className="field__label">
          {branding.logo_url ? 'Replace the logo' : 'Upload a logo'}
        </label>
        <p id={hintId} className="field__hint">
          PNG, JPEG or WebP, at most {LOGO_MAX_BYTES / 1000} KB; shown 32 pixels high. SVG files are
          not accepted.
        </p>
        <input
          id={fileId}
          type="file"
          accept={LOGO_ACCEPT}
          aria-describedby={hintId}
          disabled={sending}
          onChange={(event) => void choose(event)}
        />
      </div>
      {branding.logo_url && (
        <div>
          <Button variant="secondary" onClick={() => void remove()} loading={removing}>
            Remove logo
          </Button>
        </div>
      )}
    </div>
  );
}
