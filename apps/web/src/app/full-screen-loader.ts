import { isAuthPath } from '../features/auth/paths';

/**
 * SPEC §2: the full-screen loader shows while auth is loading, or when CRNID is present, the page
 * is not an auth page and the partner's show_card_dashboard flag is on.
 */
export function shouldShowFullScreenLoader(input: {
  authLoading: boolean;
  crnid: string | undefined;
  pathname: string;
  showCardDashboard: boolean;
}): boolean {
  if (input.authLoading) return true;
  return Boolean(input.crnid) && !isAuthPath(input.pathname) && input.showCardDashboard;
}
