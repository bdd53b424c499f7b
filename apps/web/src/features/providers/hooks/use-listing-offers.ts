import { LISTING_OFFER_FLAG, type ListingOffer } from '@kaizen/contracts';
import { flagValue, useFeaturesState } from '../../../lib/feature-flags/flags';

/**
 * The public offers of the listing (SPEC §7 public_show_coupon_code_on_customer_listing), read
 * through the SPEC §9 flag cache: null while they load, then the list (empty when the flag is off,
 * there are none, or the call failed). The listing shows its results only once this is known, so
 * the banner never pushes cards that are already on screen. An operator's change shows once the
 * cached answer is stale (60 s) and the background fetch brings the new one.
 */
export function useListingOffers(): ListingOffer[] | null {
  const state = useFeaturesState();
  if (state === 'loading') return null;
  if (state === 'failed') return [];
  return flagValue(state, LISTING_OFFER_FLAG) === true ? state.offers : [];
}
