import { LoadError } from '../../../components/LoadError';

/** A failed fetch explained, with a retry (never an endless skeleton). */
export function SessionsError({ messages, onRetry }: { messages: string[]; onRetry: () => void }) {
  return (
    <LoadError title="We could not load your sessions" messages={messages} onRetry={onRetry} />
  );
}
