import { SECTION_SCROLL_DELAY_MS } from '@kaizen/contracts';
import { searchWithout } from '../../lib/query-params';
import type { AppHistory } from '../../lib/routing/app-history';

/** Drops query parameters from the address bar without a new history entry. */
export function removeFromAddress(history: AppHistory, names: readonly string[]) {
  const { pathname, search, hash } = history.location();
  const next = searchWithout(search, names);
  if (next !== search) history.navigate({ pathname, search: next, hash }, { replace: true });
}

/** SPEC §2 sectionid: smooth-scroll to that element after 100 ms, then drop the parameter. */
export function scheduleSectionScroll(history: AppHistory, sectionId: string | undefined) {
  if (!sectionId) return;
  setTimeout(() => {
    document.getElementById(sectionId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    removeFromAddress(history, ['sectionid']);
  }, SECTION_SCROLL_DELAY_MS);
}
