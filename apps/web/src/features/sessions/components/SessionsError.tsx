import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon } from '../../../components/icons';

/** A failed fetch explained, with a retry (never an endless skeleton). */
export function SessionsError({ messages, onRetry }: { messages: string[]; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertCircleIcon />}
        title="We could not load your sessions"
        action={
          <Button variant="secondary" onClick={onRetry} sendsRequest>
            Try again
          </Button>
        }
      >
        {messages[0]}
      </EmptyState>
    </div>
  );
}
