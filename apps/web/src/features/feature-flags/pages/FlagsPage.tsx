import type { AdminFeatureFlag } from '@kaizen/contracts';
import { RequestView } from '../../../components/RequestView';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequest } from '../../../lib/hooks/use-request';
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
      <RequestView
        state={state}
        onRetry={reload}
        loadingLabel="Loading the flags"
        errorTitle="We couldn't load the flags"
      >
        {(flags) =>
          flags.map((flag) => <FlagCard key={flag.name} flag={flag} onChanged={replace} />)
        }
      </RequestView>
    </div>
  );
}
