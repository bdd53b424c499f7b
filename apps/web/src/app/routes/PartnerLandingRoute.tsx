import {
  PARTNER_LANDING_PATH,
  PARTNER_SESSION_FAILED_ALERT,
  type PartnerTokenRequest,
} from '@kaizen/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { partnerLogIn } from '../../features/auth/login';
import { LOGIN_PATH, ORG_DASHBOARD_PATH, withRedirectParam } from '../../features/auth/paths';
import { selectAuth } from '../../features/auth/slice';
import { fetchPartnerMetaInfo, linkPartnerAccount } from '../../features/organisation/api';
import { PartnerLandingPage } from '../../features/organisation/pages/PartnerLandingPage';
import { RequestError } from '../../lib/http/request-error';
import { readStoredSession } from '../../lib/http/stored-session';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { useLinkAction } from '../../lib/hooks/use-link-action';
import { useAppDispatch, useAppSelector } from '../store';

/** The organisation named in the link (uuid, short code or name), else the stored company. */
function storedCompanyUuid(): string | null {
  try {
    const stored = JSON.parse(localStore.getItem(StorageKey.companyDetails) ?? 'null') as {
      uuid?: unknown;
    } | null;
    return typeof stored?.uuid === 'string' ? stored.uuid : null;
  } catch {
    return null;
  }
}

const invalidToken = (cause?: unknown) =>
  new RequestError({ kind: 'http', messages: [PARTNER_SESSION_FAILED_ALERT], cause });

/** The token and company of the address, read once; the token leaves the address at once. */
function useTokenFromAddress(): { jwt: string | null; company: string | null } {
  const [params] = useSearchParams();
  const [found] = useState(() => ({
    jwt: params.get('jwt'),
    company: params.get('company') ?? storedCompanyUuid(),
  }));
  // After render, not during it: a render must not change the browser's history.
  useEffect(() => {
    if (found.jwt) window.history.replaceState(window.history.state, '', PARTNER_LANDING_PATH);
  }, [found.jwt]);
  return found;
}

/**
 * /t-p: with a partner token, a signed-out member is signed in (partner_sessions) and goes to
 * their dashboard; a signed-in person links their account (b2b_link). SPEC §8 texts on failure.
 */
export function PartnerLandingRoute() {
  const { user, loading } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { jwt, company } = useTokenFromAddress();
  // SPEC §4 start-up case 3: with a jwt in the address the stored session is not validated at
  // start (loading ends at once), so a stored session counts as signed in here: b2b_link checks it.
  const signedIn = user !== null || readStoredSession() !== null;

  const run = useCallback(async () => {
    const meta = company ? await fetchPartnerMetaInfo(company).catch(() => null) : null;
    if (!jwt || !meta) throw invalidToken();
    const request: PartnerTokenRequest = {
      jwt_token: jwt,
      company_profile_uuid: meta.company_profile.uuid,
    };
    if (signedIn) return `You are now a member of ${await linkPartnerAccount(request)}.`;
    try {
      await dispatch(partnerLogIn(request));
    } catch (error) {
      // SPEC §8: a failed partner session is 'Invalid auth token'; an account that exists
      // already keeps the server's explanation (log in, then link).
      if (!(error instanceof RequestError) || error.kind !== 'http' || error.status === 409) {
        throw error;
      }
      throw invalidToken(error);
    }
    await navigate(ORG_DASHBOARD_PATH, { replace: true });
    return 'Signed in.';
  }, [jwt, company, signedIn, dispatch, navigate]);
  const outcome = useLinkAction(loading || !jwt ? null : run);

  return (
    <PartnerLandingPage
      outcome={outcome}
      signedIn={signedIn}
      loginHref={withRedirectParam(LOGIN_PATH, PARTNER_LANDING_PATH)}
      dashboardHref={ORG_DASHBOARD_PATH}
    />
  );
}
