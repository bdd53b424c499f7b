import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon } from '../../../components/icons';

/** A failed load explained, with a retry. */
export function LoadError({
  title,
  messages,
  onRetry,
}: {
  title: string;
  messages: string[];
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="card">
      <EmptyState
        icon={<AlertCircleIcon />}
        title={title}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {messages[0]}
      </EmptyState>
    </div>
  );
}
