import { SECTION_SCROLL_DELAY_MS } from '@kaizen/contracts';
import { searchWithout } from '../../lib/query-params';
import type { AppRouter } from '../router';

/** Drops query parameters from the address bar without a new history entry. */
export function removeFromAddress(router: AppRouter, names: readonly string[]) {
  const { pathname, search, hash } = router.state.location;
  const next = searchWithout(search, names);
  if (next !== search) void router.navigate({ pathname, search: next, hash }, { replace: true });
}

/** SPEC §2 sectionid: smooth-scroll to that element after 100 ms, then drop the parameter. */
export function scheduleSectionScroll(router: AppRouter, sectionId: string | undefined) {
  if (!sectionId) return;
  setTimeout(() => {
    document.getElementById(sectionId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    removeFromAddress(router, ['sectionid']);
  }, SECTION_SCROLL_DELAY_MS);
}
