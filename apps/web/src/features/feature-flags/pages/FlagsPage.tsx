import type { AdminFeatureFlag } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequest } from '../../../lib/use-request';
import { fetchFlags } from '../api';
import { FlagCard } from '../components/FlagCard';

/**
 * /operator/flags: every feature flag with its default and per-organisation overrides. People's
 * apps see a change once their cached answer is stale (SPEC §9: 60 s).
 */
export function FlagsPage() {
  useDocumentMeta({ title: 'Feature flags · Operator console' });
  const [state, reload, update] = useRequest(fetchFlags);
  const replace = (changed: AdminFeatureFlag) =>
    update((flags) => flags.map((flag) => (flag.name === changed.name ? changed : flag)));

  return (
    <div className="op-page">
      <header>
        <h1 className="page__title">Feature flags</h1>
        <p>
          An organisation’s override wins over the default. Apps pick up a change within a minute
          (their cached flags go stale after 60 seconds).
        </p>
      </header>
      {state.status === 'loading' && (
        <div className="card card--center" role="status">
          <Spinner /> Loading the flags…
        </div>
      )}
      {state.status === 'error' && (
        <div className="stack">
          <FormAlert title="We couldn't load the flags" messages={state.messages} />
          <div>
            <Button variant="secondary" onClick={reload} sendsRequest>
              Try again
            </Button>
          </div>
        </div>
      )}
      {state.status === 'ready' &&
        state.data.map((flag) => <FlagCard key={flag.name} flag={flag} onChanged={replace} />)}
    </div>
  );
}
