import { localStore, type KeyValueStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';

// Whether start-up has campaign work (SPEC §3 ad_user_params, §4 ispm, §5 normalisation). The
// normalisation table is most of that code and most visits have no campaign, so start.tsx loads
// campaign-params.ts only when this says so (issue 14: the log-in page's JavaScript budget has no
// room for it). Kept apart from campaign-params.ts: a static import of that module would bring
// the table back into the entry.

/** A name that can start a campaign record (contracts hasCampaignParams reads the same names). */
const CAMPAIGN_PARAM = /[?&](?:utm_|marketing_|is_coach=|is_cs=)/;

/** The address carries campaign parameters, or this device keeps a record (ispm may be due). */
export const campaignWorkDue = (search: string, store: KeyValueStore = localStore): boolean =>
  CAMPAIGN_PARAM.test(search) || store.getItem(StorageKey.adUserParams) !== null;
