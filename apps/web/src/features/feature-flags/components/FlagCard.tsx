import type { AdminFeatureFlag } from '@kaizen/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/forms/FormAlert';
import { TextField } from '../../../components/forms/TextField';
import { errorMessagesOf } from '../../../lib/http/request-error';
import { removeFlagOverride, saveFlagDefault, saveFlagOverride } from '../api';

const onOff = (enabled: boolean) => (enabled ? 'On' : 'Off');

/** One flag: its default with a switch, its organisations' overrides, and a form to add one. */
export function FlagCard({
  flag,
  onChanged,
}: {
  flag: AdminFeatureFlag;
  onChanged: (flag: AdminFeatureFlag) => void;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [shortCode, setShortCode] = useState('');
  const [overrideOn, setOverrideOn] = useState(true);
  const titleId = `flag-${flag.name}`;

  const run = async (what: string, call: () => Promise<AdminFeatureFlag>) => {
    setErrors([]);
    setBusy(what);
    try {
      onChanged(await call());
      return true;
    } catch (error) {
      setErrors(errorMessagesOf(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const addOverride = async (event: FormEvent) => {
    event.preventDefault();
    const code = shortCode.trim();
    if (!code) {
      setErrors(['Enter the organisation’s short code.']);
      return;
    }
    if (await run('override', () => saveFlagOverride(flag.name, code, overrideOn)))
      setShortCode('');
  };

  return (
    <section className="card op-flag" aria-labelledby={titleId}>
      <header className="op-flag__header">
        <div>
          <h2 id={titleId} className="card__title">
            <code>{flag.name}</code>
          </h2>
          <p className="op-flag__description">{flag.description}</p>
        </div>
        <div className="op-flag__default">
          <span>
            Default: <strong>{onOff(flag.default_enabled)}</strong>
          </span>
          <Button
            variant="secondary"
            className="btn--small"
            loading={busy === 'default'}
            onClick={() =>
              void run('default', () => saveFlagDefault(flag.name, !flag.default_enabled))
            }
          >
            Turn {flag.default_enabled ? 'off' : 'on'}
            <span className="visually-hidden"> {flag.name} by default</span>
          </Button>
        </div>
      </header>
      <FormAlert messages={errors} />
      {flag.overrides.length > 0 ? (
        <div className="op-table-wrap">
          <table className="op-table">
            <caption className="visually-hidden">Organisations overriding {flag.name}</caption>
            <thead>
              <tr>
                <th scope="col">Organisation</th>
                <th scope="col">Value</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {flag.overrides.map((override) => (
                <tr key={override.short_code}>
                  <td>
                    {override.organisation_name} <code>{override.short_code}</code>
                  </td>
                  <td>{onOff(override.enabled)}</td>
                  <td>
                    <Button
                      variant="ghost"
                      className="btn--small"
                      loading={busy === `remove-${override.short_code}`}
                      onClick={() =>
                        void run(`remove-${override.short_code}`, () =>
                          removeFlagOverride(flag.name, override.short_code),
                        )
                      }
                    >
                      Use the default
                      <span className="visually-hidden"> for {override.organisation_name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="op-flag__none">No organisation overrides the default.</p>
      )}
      <form className="op-inline-form" noValidate onSubmit={(event) => void addOverride(event)}>
        <TextField
          label="Organisation short code"
          name={`${flag.name}-short-code`}
          value={shortCode}
          onChange={(event) => setShortCode(event.target.value)}
        />
        <label className="op-flag__choice">
          <input
            type="checkbox"
            checked={overrideOn}
            onChange={(event) => setOverrideOn(event.target.checked)}
          />{' '}
          On for this organisation
        </label>
        <Button type="submit" variant="secondary" loading={busy === 'override'}>
          Set override
        </Button>
      </form>
    </section>
  );
}
