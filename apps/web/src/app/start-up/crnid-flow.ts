import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAuthPath } from '../../features/auth/paths';
import { selectAuth } from '../../features/auth/slice';
import { searchWithout } from '../../lib/query-params';
import { useAppDispatch, useAppSelector } from '../store';

/** The CRNID of an address (SPEC §2 start parameter, or the return from log-in), or null. */
export function crnidOf(search: string): string | null {
  return new URLSearchParams(search).get('CRNID');
}

/**
 * SPEC §2/§4/§7 CRNID flow: an insurer's customer arrives with `?CRNID=` (with `company=`, or on
 * the insurer's subdomain). Once start-up auth has ended, off auth pages, it runs once per CRNID
 * (crnid-run.ts); the full-screen loader covers the page meanwhile (RootLayout, SPEC §2 rule).
 */
export function useCrnidFlow(): void {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { user, loading } = useAppSelector(selectAuth);
  const crnid = crnidOf(search);
  const started = useRef<string | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    // Once per CRNID and sign-in state: the log-in fallback comes back with the same CRNID.
    const run = `${signedIn ? 'in' : 'out'}:${crnid ?? ''}`;
    if (!crnid || loading || isAuthPath(pathname) || started.current === run) return;
    started.current = run;
    void import('./crnid-run').then(({ runCrnidFlow }) =>
      runCrnidFlow({
        crnid,
        company: new URLSearchParams(search).get('company'),
        signedIn,
        dispatch,
        navigate: (to, options) => navigate(to, options),
        withoutCrnid: `${pathname}${searchWithout(search, ['CRNID'])}`,
      }),
    );
  }, [crnid, loading, pathname, search, signedIn, dispatch, navigate]);
}
