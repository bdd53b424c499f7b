import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  filtersFromSearch,
  rememberedSearch,
  saveActiveFilters,
  searchFromFilters,
  withoutAliases,
  type ListingFilters,
} from '../listing-filters';
import { useHydrated } from '../../../lib/hooks/use-hydrated';
import { LISTING_PATH } from '../paths';

/**
 * The listing's filters from the address. Each change is a new history entry (the back button
 * undoes it) and is remembered as `activeFilters`; a listing opened without a query takes the
 * remembered filters back (SPEC §3).
 */
export function useListingFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const bare = search === '' || search === '?';
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const canonical = useMemo(() => searchFromFilters(filters), [filters]);

  useEffect(() => {
    if (!bare) return;
    const remembered = rememberedSearch();
    if (remembered) void navigate(`${LISTING_PATH}?${remembered}`, { replace: true });
  }, [bare, navigate]);

  useEffect(() => {
    if (!bare) saveActiveFilters(filters);
  }, [bare, filters]);

  // An alias (`language=`, `price=`) is applied and the address says what was applied.
  const aliased = !bare && withoutAliases(search) !== null;
  useEffect(() => {
    if (aliased) void navigate(`${LISTING_PATH}?${canonical}`, { replace: true });
  }, [aliased, canonical, navigate]);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const query = searchFromFilters(next);
      // Saved now as well: an empty query must not bring the old filters back.
      saveActiveFilters(next);
      void navigate(query ? `${LISTING_PATH}?${query}` : `${LISTING_PATH}?`, {
        preventScrollReset: true,
        // A checkbox must not flick back to its old state while the address changes.
        flushSync: true,
      });
    },
    [navigate],
  );

  // Remembered filters are this device's: a page rendered by the server (the bare listing) is
  // hydrated as rendered first, then the address takes them.
  const hydrated = useHydrated();
  return {
    filters,
    search: canonical,
    restoring: hydrated && bare && rememberedSearch() !== '',
    setFilters,
  };
}
