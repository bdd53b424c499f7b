import { ERROR_GROUPS_SHOWN } from '@kaizen/contracts';
import { RequestView } from '../../../components/RequestView';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useRequest } from '../../../lib/hooks/use-request';
import { fetchErrorGroups } from '../api';
import { ErrorGroupCard } from '../components/ErrorGroupCard';

/**
 * /operator/errors: the web app's error reports grouped by fault (same message and code
 * location, or page for failed calls), most recently seen first. Reports are stored without
 * emails, tokens or phone numbers.
 */
export function ErrorsPage() {
  useDocumentMeta({ title: 'Errors · Operator console' });
  const [state, reload] = useRequest(fetchErrorGroups);

  return (
    <div className="op-page">
      <header>
        <h1 className="page__title">Errors</h1>
        <p>
          Crashes and failed calls reported by people’s apps, one group per fault, the{' '}
          {ERROR_GROUPS_SHOWN} most recent. Emails, tokens and phone numbers are removed before a
          report is stored.
        </p>
      </header>
      <RequestView
        state={state}
        onRetry={reload}
        loadingLabel="Loading the error reports"
        errorTitle="We couldn't load the error reports"
      >
        {(groups) =>
          groups.length === 0 ? (
            <p>No errors reported. Good.</p>
          ) : (
            groups.map((group) => <ErrorGroupCard key={group.fingerprint} group={group} />)
          )
        }
      </RequestView>
    </div>
  );
}
