import type { SessionKind, SuggestedBooking } from '@kaizen/contracts';
import { ButtonLink } from '../../../components/Button';
import { SessionSummary } from './SessionSummary';

/** Suggested next sessions (the server's rule, explained by its `reason`), each one tap to book. */
export function SuggestedSessions({
  suggestions,
  now,
  bookingPath,
}: {
  suggestions: SuggestedBooking[];
  now: Date;
  bookingPath: (uuid: string, kind: SessionKind, start: string) => string;
}) {
  return (
    <div className="suggested">
      <h3 className="suggested__title">Suggested for you</h3>
      <ul className="sessions">
        {suggestions.map((suggestion) => (
          <li
            key={`${suggestion.provider.uuid}-${suggestion.starts_at}`}
            className="session session--suggested"
          >
            <SessionSummary
              booking={{ ...suggestion, clinic: null, partner_email: null, is_partner_view: false }}
              now={now}
            />
            <p className="session__note">{suggestion.reason}</p>
            <div className="session__actions">
              <ButtonLink
                variant="secondary"
                to={bookingPath(suggestion.provider.uuid, suggestion.kind, suggestion.starts_at)}
                aria-label={`Book ${suggestion.provider.firstname} ${suggestion.provider.lastname}`}
              >
                Book
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
