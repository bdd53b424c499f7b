import type { ListingOffer } from '@kaizen/contracts';

/**
 * The public offers above the listing's results (issue 11, SPEC §7 flag
 * public_show_coupon_code_on_customer_listing): what they give and the code to type at review.
 * Rendered in the same paint as the first results (the page waits for both), so it never shifts
 * the cards; nothing is shown when there are none.
 */
/** `providerType`: the listing's type word; offers for other types are left out. */
export function OfferBanner({
  offers,
  providerType,
}: {
  offers: readonly ListingOffer[];
  providerType: string | undefined;
}) {
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
