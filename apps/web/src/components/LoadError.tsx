import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { AlertCircleIcon } from './icons';

/** A failed load explained, with a retry (never an endless skeleton). */
export function LoadError({
  title,
  messages,
  onRetry,
  className,
}: {
  title: string;
  messages: string[];
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
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
