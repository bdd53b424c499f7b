import { POLICY_LABELS, type PolicyDocument, type PolicyType } from '@kaizen/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentMeta } from '../../../lib/document-meta';
import { errorMessagesOf, isCancelledRequest } from '../../../lib/http/request-error';
import { fetchPolicy } from '../api';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; document: PolicyDocument }
  | { status: 'error'; messages: string[] };

/** /terms and /privacy-policy: the current version, or ?version=N, as published. Public. */
export function PolicyPage({ type }: { type: PolicyType }) {
  useDocumentMeta({ title: POLICY_LABELS[type] });
  const [params] = useSearchParams();
  const requested = Number(params.get('version'));
  const version = Number.isInteger(requested) && requested > 0 ? requested : undefined;
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPolicy(type, version, controller.signal).then(
      (document) => setState({ status: 'ready', document }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancelledRequest(error)) {
          setState({ status: 'error', messages: errorMessagesOf(error) });
        }
      },
    );
    return () => controller.abort();
  }, [type, version, attempt]);

  if (state.status === 'loading') {
    return (
      <p className="page card card--center" role="status">
        Loading…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="page">
        <LoadError
          className="card"
          title={`We could not load the ${POLICY_LABELS[type].toLowerCase()}`}
          messages={state.messages}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      </div>
    );
  }
  const { document } = state;
  return (
    <article className="page policy" aria-labelledby="policy-title">
      <header className="page__header">
        <h1 id="policy-title" className="page__title">
          {document.title}
        </h1>
        <p className="policy__meta">
          Version {document.version} · published {formatDateTime(document.published_at)}
        </p>
        {document.version > 1 && (
          <p className="policy__summary">What changed: {document.summary}</p>
        )}
      </header>
      <div className="card policy__body">
        {document.sections.map((section) => (
          <section key={section.heading} className="policy__section">
            <h2 className="policy__heading">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
