import {
  formatPrice,
  LANGUAGE_LABELS,
  providerTypeLabel,
  type MatchedProvider,
} from '@kaizen/contracts';
import { Link } from 'react-router';
import { ProviderAvatar } from '../../../entities/provider/ProviderAvatar';
import { CalendarIcon, CheckCircleIcon } from '../../../components/icons';
import { relativeDateTime } from '../../../lib/dates';
import { expertProfilePath } from '../paths';

const experience = (years: number) =>
  years === 0 ? 'New to practice' : `${years} ${years === 1 ? 'year' : 'years'}`;

/** One ranked match: who, why it matched (the server's line), and when they can next see you. */
export function MatchCard({ match }: { match: MatchedProvider }) {
  const name = `${match.firstname} ${match.lastname}`;
  const next = match.earliest_available_datetime;
  return (
    <li className="card match-card">
      <ProviderAvatar
        photoUrl={match.photo_url}
        firstname={match.firstname}
        lastname={match.lastname}
        size="lg"
      />
      <div className="match-card__body">
        {match.rank === 1 && <span className="badge match-card__best">Best match</span>}
        <h2 className="match-card__name">
          <Link to={expertProfilePath(match.uuid)} className="match-card__link">
            {name}
          </Link>
        </h2>
        <p className="match-card__meta">{providerTypeLabel(match.provider_type)}</p>
        {match.explanation && (
          <p className="match-card__why">
            <CheckCircleIcon width={18} height={18} aria-hidden="true" />
            <span>
              <span className="visually-hidden">Why this match: </span>
              {match.explanation}
            </span>
          </p>
        )}
        <dl className="match-card__facts">
          <div>
            <dt>Experience</dt>
            <dd>{experience(match.years_of_experience)}</dd>
          </div>
          {match.lowest_price !== null && (
            <div>
              <dt>Fees</dt>
              <dd>From {formatPrice(match.lowest_price)} / session</dd>
            </div>
          )}
          <div>
            <dt>Languages</dt>
            <dd>{match.languages.map((language) => LANGUAGE_LABELS[language]).join(', ')}</dd>
          </div>
          <div>
            <dt>
              <CalendarIcon width={16} height={16} aria-hidden="true" /> Next available
            </dt>
            <dd>{next ? relativeDateTime(next) : 'No open times in the next 30 days'}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
