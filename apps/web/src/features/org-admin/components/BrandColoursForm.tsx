import {
  HEX_COLOUR_PATTERN,
  brandColourSummary,
  brandColoursSchema,
  brandTheme,
  type BrandColourName,
  type BrandColours,
  type OrganisationBranding,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { helperToast } from '../../../lib/toast';
import { saveBrandColours } from '../branding-api';
import { useSend } from '../hooks/use-send';

const FIELDS: { name: BrandColourName; label: string; hint: string }[] = [
  {
    name: 'primary',
    label: 'Main colour',
    hint: 'Buttons (white text on it) and links. E.g. #1b5e57; empty keeps Kaizen’s.',
  },
  {
    name: 'header_background',
    label: 'Header background',
    hint: 'Behind the logo and menu (dark text on it): a light colour. Empty keeps white.',
  },
];

const normalised = (value: string) => value.trim().toLowerCase();

/**
 * The organisation's colours on its subdomain. Each is shown with the contrast rule's verdict as
 * it is typed (contracts brandTheme, the rule members' pages use): a colour that would make text
 * hard to read is saved but not used, and the administrator sees which text fails and by how much.
 */
export function BrandColoursForm({
  branding,
  onSaved,
}: {
  branding: OrganisationBranding;
  onSaved: (branding: OrganisationBranding) => void;
}) {
  const [values, setValues] = useState<Record<BrandColourName, string>>({
    primary: branding.colours.primary ?? '',
    header_background: branding.colours.header_background ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<BrandColourName, string>>>({});
  const { errors: serverErrors, sending, send } = useSend();

  const entered: BrandColours = {
    primary: HEX_COLOUR_PATTERN.test(normalised(values.primary))
      ? normalised(values.primary)
      : null,
    header_background: HEX_COLOUR_PATTERN.test(normalised(values.header_background))
      ? normalised(values.header_background)
      : null,
  };
  const verdicts = brandTheme(entered).verdicts;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = brandColoursSchema.safeParse({
      primary: values.primary.trim() || null,
      header_background: values.header_background.trim() || null,
    });
    if (!parsed.success) {
      const found: Partial<Record<BrandColourName, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as BrandColourName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    await send(async () => {
      onSaved(await saveBrandColours(parsed.data));
      helperToast.success('Colours saved.');
    });
  };

  return (
    <Form serverErrors={serverErrors} onSubmit={submit} aria-label="Brand colours">
      {FIELDS.map((field) => {
        const verdict = verdicts.find((item) => item.name === field.name);
        return (
          <div key={field.name} className="brand-colour">
            <TextField
              label={field.label}
              hint={field.hint}
              value={values[field.name]}
              error={errors[field.name]}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            {verdict && (
              <p className="brand-colour__verdict" data-applied={verdict.applied}>
                <span
                  className="brand-colour__swatch"
                  style={{ background: verdict.colour }}
                  aria-hidden="true"
                />
                {brandColourSummary(verdict)}
              </p>
            )}
          </div>
        );
      })}
      <div className="form__actions">
        <Button type="submit" loading={sending}>
          Save colours
        </Button>
      </div>
    </Form>
  );
}
