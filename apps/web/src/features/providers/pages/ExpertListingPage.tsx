import { useEffect, useId, useRef, useState } from 'react';
import type { AppVisibility } from '@kaizen/contracts';
import { Link } from 'react-router';
import { ArrowRightIcon, FilterIcon } from '../../../components/icons';
import { useDocumentMeta } from '../../../lib/document-meta';
import type { CarePlan } from '../../../entities/provider/care-plan';
import { CarePlanNote } from '../../../entities/provider/CarePlanNote';
import { coveredCareKinds, listingHeading, visibleCareKinds } from '../care-kinds';
import { ListingNotCovered } from '../components/ListingNotCovered';
import { loadClinics, selectClinicList } from '../clinics-slice';
import { FilterPanel } from '../components/FilterPanel';
import { OfferBanner } from '../components/OfferBanner';
import { listingAnnouncement, ListingResults } from '../components/ListingResults';
import { SORT_OPTIONS } from '../filter-options';
import { useListingFilters } from '../hooks/use-listing-filters';
import { useListingOffers } from '../hooks/use-listing-offers';
import { useProvidersDispatch, useProvidersSelector } from '../hooks/store-hooks';
import { activeFilterCount, emptyFilters, searchFromFilters } from '../listing-filters';
import { LISTING_PATH, MATCH_THERAPY_PATH } from '../paths';
import { loadMoreProviders, loadProviders, selectProviders } from '../slice';

/**
 * The expert listing: kind of care, filters in the address, cards, cursor pages. A care-first
 * person's plan (SPEC §3 cf configs) narrows the kinds of care and session types offered.
 */
export function ExpertListingPage({
  visibility,
  plan = null,
}: {
  visibility: AppVisibility;
  plan?: CarePlan | null;
}) {
  const { filters, search, restoring, setFilters } = useListingFilters();
  const dispatch = useProvidersDispatch();
  const stored = useProvidersSelector(selectProviders);
  const offers = useListingOffers();
  // Until the effect below asks for this address's listing, the store may hold another one; and
  // the first results wait for the offers: the banner above them comes in the same paint as the
  // first cards (and stays through later reloads), so it never moves anything on screen.
  const listing =
    stored.search === search && !restoring && offers !== null
      ? stored
      : { ...stored, loading: true, error: null };
  const clinics = useProvidersSelector(selectClinicList);
  const careKinds = coveredCareKinds(visibleCareKinds(visibility), plan);
  // A plan that does not cover this listing's type (or all types, with none chosen).
  const uncovered = plan !== null && !careKinds.some((kind) => kind.listType === filters.type);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const heading = listingHeading(filters.type);
  useDocumentMeta({
    title: heading,
    description:
      'Find a therapist, psychiatrist or other expert by language, concern, budget and availability.',
  });

  useEffect(() => {
    void dispatch(loadClinics());
  }, [dispatch]);
  useEffect(() => {
    if (!restoring) void dispatch(loadProviders(search));
  }, [dispatch, search, restoring]);

  const filterCount = activeFilterCount(filters);
  const clearFilters = () => setFilters({ ...emptyFilters(filters.type), sort: filters.sort });
  const closeFilters = () => {
    setFiltersOpen(false);
    resultsHeading.current?.focus();
  };

  return (
    <div className="page experts">
      <header className="experts__header">
        <nav aria-label="Kind of care">
          <ul className="care-tabs">
            {careKinds.map((kind) => (
              <li key={kind.type}>
                <Link
                  className="pill care-tabs__link"
                  to={`${LISTING_PATH}?${searchFromFilters({ ...filters, type: kind.listType })}`}
                  aria-current={kind.listType === filters.type ? 'page' : undefined}
                >
                  {kind.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h1 className="page__title">{heading}</h1>
        {plan && <CarePlanNote plan={plan} />}
        <p className="experts__lede">
          Filter by what matters to you. Every expert here is qualified, and every session is
          private.{' '}
          <Link to={MATCH_THERAPY_PATH} className="experts__match-link">
            Not sure? Help me choose
            <ArrowRightIcon width={16} height={16} />
          </Link>
        </p>
      </header>

      <div className="experts__toolbar">
        <button
          type="button"
          className="btn btn--secondary btn--small experts__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon width={18} height={18} />
          Filters{filterCount > 0 ? ` (${filterCount})` : ''}
        </button>
      </div>

      <div className="experts__layout">
        <aside
          id={panelId}
          className={filtersOpen ? 'experts__filters experts__filters--open' : 'experts__filters'}
          aria-labelledby={`${panelId}-heading`}
        >
          <div className="experts__filters-head">
            <h2 id={`${panelId}-heading`} className="experts__filters-title">
              Filters
            </h2>
            {filterCount > 0 && (
              <button type="button" className="link-button" onClick={clearFilters}>
                Clear all
              </button>
            )}
          </div>
          <FilterPanel
            filters={filters}
            clinics={clinics}
            onChange={setFilters}
            sessionKinds={plan?.config.session_kinds}
          />
          <button
            type="button"
            className="btn btn--primary btn--block experts__filters-done"
            onClick={closeFilters}
          >
            Show experts
          </button>
        </aside>

        <section className="experts__results" aria-labelledby={`${panelId}-results`}>
          <div className="experts__results-bar">
            <h2
              id={`${panelId}-results`}
              className="experts__results-title"
              tabIndex={-1}
              ref={resultsHeading}
            >
              {filters.type ? 'Experts for you' : 'All experts'}
            </h2>
            <div className="experts__sort">
              <label htmlFor={sortId}>Sort by</label>
              <select
                id={sortId}
                className="filter-select"
                value={filters.sort}
                onChange={(event) =>
                  setFilters({
                    ...filters,
                    sort:
                      SORT_OPTIONS.find((o) => o.sort === event.target.value)?.sort ?? filters.sort,
                  })
                }
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.sort} value={option.sort}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {listingAnnouncement(listing, filters)}
          </p>
          {offers !== null && (!listing.loading || stored.providers.length > 0) && (
            <OfferBanner offers={offers} providerType={filters.type} />
          )}
          {uncovered ? (
            <ListingNotCovered plan={plan} covered={careKinds} filters={filters} />
          ) : (
            <ListingResults
              listing={listing}
              filters={filters}
              onRetry={() => void dispatch(loadProviders(search))}
              onMore={() => void dispatch(loadMoreProviders())}
              onClearFilters={filterCount > 0 ? clearFilters : undefined}
            />
          )}
        </section>
      </div>
    </div>
  );
}
