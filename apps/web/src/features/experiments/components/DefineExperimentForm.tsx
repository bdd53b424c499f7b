import {
  EXPERIMENT_MAX_VARIANTS,
  experimentDefinitionBodySchema,
  type AdminExperiment,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/forms/Form';
import { TextField } from '../../../components/forms/TextField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { defineExperiment } from '../api';

interface VariantDraft {
  name: string;
  weight: string;
}

const EMPTY_VARIANTS: VariantDraft[] = [
  { name: 'control', weight: '50' },
  { name: '', weight: '50' },
];

/** A new experiment: its name, what it tries, and two or more weighted variants. */
export function DefineExperimentForm({ onDefined }: { onDefined: (e: AdminExperiment) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [variants, setVariants] = useState<VariantDraft[]>(EMPTY_VARIANTS);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  const change = (index: number, part: Partial<VariantDraft>) =>
    setVariants((current) =>
      current.map((variant, at) => (at === index ? { ...variant, ...part } : variant)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = experimentDefinitionBodySchema.safeParse({
      name,
      description,
      variants: variants.map((variant) => ({
        name: variant.name,
        weight: variant.weight.trim() === '' ? Number.NaN : Number(variant.weight),
      })),
    });
    if (!parsed.success) {
      setErrors([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setErrors([]);
    setSending(true);
    try {
      onDefined(await defineExperiment(parsed.data));
      setName('');
      setDescription('');
      setVariants(EMPTY_VARIANTS);
    } catch (error) {
      setErrors(errorMessagesOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="define-experiment-title">
      <h2 id="define-experiment-title" className="card__title">
        Define an experiment
      </h2>
      <Form serverErrors={errors} onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          hint="Lower-case letters, digits and _, e.g. homepage_hero_2026"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="What it tries (optional)"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset className="op-variant-rows">
          <legend>Variants and weights</legend>
          {variants.map((variant, index) => (
            <div className="op-variant-row" key={index}>
              <TextField
                label={`Variant ${index + 1} name`}
                value={variant.name}
                onChange={(event) => change(index, { name: event.target.value })}
              />
              <TextField
                label={`Variant ${index + 1} weight`}
                inputMode="numeric"
                value={variant.weight}
                onChange={(event) => change(index, { weight: event.target.value })}
              />
            </div>
          ))}
          {variants.length < EXPERIMENT_MAX_VARIANTS && (
            <div>
              <Button
                variant="ghost"
                className="btn--small"
                onClick={() => setVariants((current) => [...current, { name: '', weight: '0' }])}
              >
                Add a variant
              </Button>
            </div>
          )}
        </fieldset>
        <Button type="submit" loading={sending}>
          Define and run
        </Button>
      </Form>
    </section>
  );
}
