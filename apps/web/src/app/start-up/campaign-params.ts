import { addressWithIspm, keepCampaign } from '../../lib/analytics/campaign';

// Loaded by start.tsx only when campaign-due.ts finds campaign work (the SPEC §5 table is here).

/** Before the router starts: keeps the campaign parameters and adds ispm to the address. */
export function applyCampaignParams(now = Date.now()): void {
  keepCampaign(window.location.search, now);
  const withIspm = addressWithIspm(window.location, now);
  if (withIspm) window.history.replaceState(window.history.state, '', withIspm);
}
