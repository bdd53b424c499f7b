import type { ReactNode } from 'react';
import { Button } from './Button';
import { FormAlert } from './forms/FormAlert';
import { Spinner } from './Spinner';
import type { RequestState } from '../lib/hooks/use-request';

/** Loading, failure with a retry, or the content: the same on every page that loads one thing. */
export function RequestView<T>({
  state,
  onRetry,
  loadingLabel,
  errorTitle,
  children,
}: {
  state: RequestState<T>;
  onRetry: () => void;
  loadingLabel: string;
  /** Heads the failure's messages, e.g. "We couldn't load the flags". */
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <div className="records-loading" role="status">
        <Spinner /> <span>{loadingLabel}…</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="records-error">
        <FormAlert title={errorTitle} messages={state.messages} />
        <Button variant="secondary" onClick={onRetry} sendsRequest>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}

/** 'YYYY-MM-DD' or an instant, as '2 Mar 2026' in the viewer's zone. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatMoment(value: string): string {
  return new Date(value).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
