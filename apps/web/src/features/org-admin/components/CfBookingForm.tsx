import {
  PROVIDER_TYPES,
  SESSION_KINDS,
  SESSION_KIND_LABELS,
  cfBookingRuleSchema,
  providerTypeLabel,
  type CfBookingSetting,
  type ProviderType,
  type SessionKind,
} from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { CheckboxGroup } from '../../../components/forms/ChoiceGroup';
import { Form } from '../../../components/forms/Form';
import { helperToast } from '../../../lib/toast';
import { clearCfBooking, saveCfBooking } from '../api';
import { useSend } from '../hooks/use-send';

/** "Therapist" and "Therapist (care-first)": both kinds of provider exist side by side. */
const typeOptions = PROVIDER_TYPES.map((type) => ({
  value: type,
  label: type.startsWith('cf_')
    ? `${providerTypeLabel(type)} (care-first)`
    : providerTypeLabel(type),
}));
const kindOptions = SESSION_KINDS.map((kind) => ({
  value: kind,
  label: SESSION_KIND_LABELS[kind],
}));

/**
 * What the organisation's care-first members may book (SPEC §3 cf_booking_configs): the experts'
 * types and the kinds of session. Without a rule the CF default applies; a member's own rule (API)
 * wins over this one. The booking API enforces it, so it is never only hidden choices.
 */
export function CfBookingForm({
  setting,
  onSaved,
}: {
  setting: CfBookingSetting;
  onSaved: (next: CfBookingSetting) => void;
}) {
  const shown = setting.rule ?? setting.default;
  const [types, setTypes] = useState<ProviderType[]>(shown.provider_types);
  const [kinds, setKinds] = useState<SessionKind[]>(shown.session_kinds);
  const { errors, sending, send, refuse } = useSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cfBookingRuleSchema.safeParse({ provider_types: types, session_kinds: kinds });
    if (!parsed.success) {
      refuse(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    await send(async () => {
      onSaved(await saveCfBooking(parsed.data));
      helperToast.success('Care-first rule saved.');
    });
  };

  const useDefault = () =>
    send(async () => {
      const next = await clearCfBooking();
      setTypes(next.default.provider_types);
      setKinds(next.default.session_kinds);
      onSaved(next);
      helperToast.success('Care-first members follow the Kaizen default again.');
    });

  return (
    <Form serverErrors={errors} onSubmit={submit} aria-label="Care-first booking rule">
      <p className="muted">
        {setting.rule
          ? 'Your organisation’s rule applies.'
          : 'No rule of your own: the Kaizen default (care-first experts, every kind of session) applies.'}
      </p>
      <CheckboxGroup
        name="cf-provider-types"
        legend="Experts they may book"
        look="list"
        columns
        options={typeOptions}
        selected={types}
        onChange={setTypes}
      />
      <CheckboxGroup
        name="cf-session-kinds"
        legend="Kinds of session"
        look="list"
        columns
        options={kindOptions}
        selected={kinds}
        onChange={setKinds}
      />
      <div className="form__actions">
        <Button type="submit" loading={sending}>
          Save care-first rule
        </Button>
        {setting.rule && (
          <Button type="button" variant="secondary" onClick={useDefault} disabled={sending}>
            Use the Kaizen default
          </Button>
        )}
      </div>
    </Form>
  );
}
