import {
  providerTypeLabel,
  type ProviderCard,
  type SessionKind,
  type ConcernTopic,
} from '@kaizen/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { ProviderAvatar } from '../../../entities/provider/ProviderAvatar';
import { CalendarIcon } from '../../../components/icons';
import {
  highlightedConcerns,
  languagesText,
  lowestPrice,
  nextAvailableText,
  yearsText,
} from '../card-facts';
import { profilePath } from '../paths';
import { PersonName } from '../../../components/PersonName';
import { useViewerTimeZone } from '../../../lib/hooks/use-viewer-time-zone';

/**
 * One expert in the listing; the whole card opens the profile (one link, read once). Memoised:
 * a page of cards renders again only for what changed in each card, not whenever the listing
 * page does (the clinics arriving, the filter panel opening; issue 14's blocking time).
 */
export const ProviderCardItem = memo(function ProviderCardItem({
  provider,
  askedKinds,
  askedConcerns,
}: {
  provider: ProviderCard;
  askedKinds: readonly SessionKind[];
  askedConcerns: readonly ConcernTopic[];
}) {
  const price = lowestPrice(provider, askedKinds);
  const zone = useViewerTimeZone();
  const hasTimes = provider.earliest_available_datetime !== null;
  const onlyKind = askedKinds.length === 1 ? askedKinds[0] : undefined;
  return (
    <li className="expert-card linked-card">
      <ProviderAvatar
        photoUrl={provider.photo_url}
        firstname={provider.firstname}
        lastname={provider.lastname}
      />
      <div className="expert-card__body">
        <h3 className="expert-card__name">
          <Link
            to={profilePath(provider.uuid, onlyKind)}
            className="expert-card__link linked-card__link"
          >
            <PersonName firstname={provider.firstname} lastname={provider.lastname} />
          </Link>
        </h3>
        <p className="expert-card__type">
          {providerTypeLabel(provider.provider_type)} · {yearsText(provider.years_of_experience)}
        </p>
        <p className="expert-card__languages">
          <span className="visually-hidden">Speaks </span>
          {languagesText(provider)}
        </p>
        <ul className="chips" aria-label="Helps with">
          {highlightedConcerns(provider, askedConcerns).map((concern) => (
            <li key={concern} className="chip">
              {concern}
            </li>
          ))}
        </ul>
      </div>
      <div className="expert-card__facts">
        {price && (
          <p className="expert-card__price">
            <span className="expert-card__fact-label">From</span> <strong>{price}</strong>
            <span className="expert-card__fact-label"> / session</span>
          </p>
        )}
        <p className={hasTimes ? 'expert-card__next' : 'expert-card__next expert-card__next--none'}>
          <CalendarIcon width={16} height={16} />
          <span>
            {hasTimes && <span className="expert-card__fact-label">Next available: </span>}
            {nextAvailableText(provider, zone)}
          </span>
        </p>
      </div>
    </li>
  );
});

/** A card-shaped placeholder while the listing loads (CSS only). */
export function ProviderCardSkeleton() {
  return (
    <li className="expert-card expert-card--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--avatar" />
      <div className="expert-card__body">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
      <div className="expert-card__facts">
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </li>
  );
}
