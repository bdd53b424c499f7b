import { PARTNER_DASHBOARD_PATH } from '@kaizen/contracts';
import { crnLogIn } from '../../features/auth/login';
import { LOGIN_PATH, withRedirectParam } from '../../features/auth/paths';
import { partnerMetaInfoReceived } from '../../features/auth/slice';
import { linkInsurerCrn } from '../../features/organisation/api';
import { storeCompanyDetails } from '../../features/organisation/company-details';
import { errorMessagesOf } from '../../lib/http/request-error';
import { notify } from '../../lib/toast';
import type { AppDispatch } from '../store';

type Go = (to: string, options: { replace: true }) => Promise<void> | void;

/**
 * The CRNID flow's work (crnid-flow.ts loads it on demand: it needs the HTTP client). Signed out:
 * kli_auto_login, or on failure (SPEC §8 "auto login 422: fallback callback runs") log-in with
 * the CRNID as redirectPath. Signed in: the CRN is linked to the account. Then the card dashboard.
 */
export async function runCrnidFlow(input: {
  crnid: string;
  company: string | null;
  signedIn: boolean;
  dispatch: AppDispatch;
  navigate: Go;
  /** Where to stay when linking fails: the current address without the CRNID. */
  withoutCrnid: string;
}): Promise<void> {
  const { crnid, dispatch, navigate } = input;
  // kli_auto_login finds the insurer by the company headers: store them first.
  const meta = input.company ? await storeCompanyDetails(input.company) : null;
  if (meta) dispatch(partnerMetaInfoReceived(meta));
  if (input.signedIn) {
    try {
      await linkInsurerCrn(crnid);
      await navigate(PARTNER_DASHBOARD_PATH, { replace: true });
    } catch (error) {
      notify.error(errorMessagesOf(error).join(' '));
      await navigate(input.withoutCrnid, { replace: true });
    }
    return;
  }
  try {
    await dispatch(crnLogIn(crnid));
    await navigate(PARTNER_DASHBOARD_PATH, { replace: true });
  } catch {
    await navigate(withRedirectParam(LOGIN_PATH, `CRNID=${crnid}`), { replace: true });
  }
}
