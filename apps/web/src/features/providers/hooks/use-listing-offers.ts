import { useEffect, useState } from 'react';
import type { ListingOffer } from '@kaizen/contracts';
import { fetchListingOffers } from '../api';

/**
 * The public offers of the listing (SPEC §7 public_show_coupon_code_on_customer_listing): null
 * while they load, then the list (empty when the flag is off, there are none, or the call
 * failed). The listing shows its results only once this is known, so the banner never pushes
 * cards that are already on screen.
 */
export function useListingOffers(): ListingOffer[] | null {
  const [offers, setOffers] = useState<ListingOffer[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchListingOffers(controller.signal).then(setOffers, () => {
      if (!controller.signal.aborted) setOffers([]);
    });
    return () => controller.abort();
  }, []);
  return offers;
}
