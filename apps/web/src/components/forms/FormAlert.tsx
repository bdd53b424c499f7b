import { AlertCircleIcon, CheckCircleIcon } from '../icons';

/** Messages from the server about a form, announced as they appear. */
export function FormAlert({
  messages,
  tone = 'error',
  title,
}: {
  messages: string[];
  tone?: 'error' | 'success';
  title?: string;
}) {
  if (messages.length === 0) return null;
  const Icon = tone === 'error' ? AlertCircleIcon : CheckCircleIcon;
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className="alert__icon" />
      <div>
        {title && <p className="alert__title">{title}</p>}
        {messages.length === 1 ? (
          <p>{messages[0]}</p>
        ) : (
          <ul className="alert__list">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
