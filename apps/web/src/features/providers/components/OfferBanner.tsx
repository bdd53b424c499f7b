import { useEffect, useState } from 'react';
import type { ListingOffer } from '@kaizen/contracts';
import { fetchListingOffers } from '../api';

/**
 * The public offers above the listing (issue 11, SPEC §7 flag
 * public_show_coupon_code_on_customer_listing): what they give and the code to type at review.
 * Loaded after the page is up; nothing is shown when there are none or the call fails.
 */
/** `providerType`: the listing's type word; offers for other types are left out. */
export function OfferBanner({ providerType }: { providerType: string | undefined }) {
  const [offers, setOffers] = useState<ListingOffer[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchListingOffers(controller.signal).then(setOffers, () => undefined);
    return () => controller.abort();
  }, []);
  const relevant = offers.filter(
    (offer) =>
      offer.provider_types.length === 0 ||
      !providerType ||
      offer.provider_types.some((type) => type === providerType),
  );
  if (relevant.length === 0) return null;
  return (
    <aside className="offer-banner" aria-label="Offers">
      <ul>
        {relevant.map((offer) => (
          <li key={offer.code}>
            {offer.text} with code <strong className="offer-banner__code">{offer.code}</strong>
          </li>
        ))}
      </ul>
    </aside>
  );
}
