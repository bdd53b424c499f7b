import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { AlertCircleIcon, UserIcon } from '../../../components/icons';
import { emptyListingMessage } from '../empty-listing-message';
import type { ListingFilters } from '../listing-filters';
import type { ProvidersState } from '../slice';
import { ProviderCardItem, ProviderCardSkeleton } from './ProviderCardItem';

const SKELETONS = [1, 2, 3, 4];

/** What the live region says after each change of the listing (SPEC: screen-reader friendly). */
export function listingAnnouncement(listing: ProvidersState, filters: ListingFilters) {
  if (listing.loading) return 'Loading experts…';
  if (listing.error) return 'The experts could not be loaded.';
  const count = listing.providers.length;
  if (count === 0) return emptyListingMessage(filters);
  const more = listing.nextCursor ? ', more available' : '';
  const added = listing.lastAdded;
  if (added > 0)
    return `${added} more ${added === 1 ? 'expert' : 'experts'} loaded, ${count} shown${more}.`;
  return `${count} ${count === 1 ? 'expert' : 'experts'} found${more}.`;
}

/** Cards, skeletons, the empty state or the error, and "Show more experts". */
export function ListingResults({
  listing,
  filters,
  onRetry,
  onMore,
  onClearFilters,
}: {
  listing: ProvidersState;
  filters: ListingFilters;
  onRetry: () => void;
  onMore: () => void;
  /** Absent when no filter narrows the listing. */
  onClearFilters?: () => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const count = listing.providers.length;

  // After "Show more experts", focus moves to the first new card, where reading continues.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || listing.loadingMore) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('.expert-card__link')[from]?.focus();
  }, [count, listing.loadingMore]);

  if (listing.loading) {
    return (
      <ul className="expert-list" aria-busy="true">
        {SKELETONS.map((key) => (
          <ProviderCardSkeleton key={key} />
        ))}
      </ul>
    );
  }
  if (listing.error) {
    return (
      <div className="card listing-error" role="alert">
        <EmptyState
          icon={<AlertCircleIcon />}
          title="We could not load the experts"
          action={
            <Button onClick={onRetry} sendsRequest>
              Try again
            </Button>
          }
        >
          {listing.error[0]}
        </EmptyState>
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="card listing-empty">
        <EmptyState
          icon={<UserIcon />}
          title="No experts match these filters"
          action={
            onClearFilters && (
              <Button variant="secondary" onClick={onClearFilters}>
                Clear filters
              </Button>
            )
          }
        >
          {emptyListingMessage(filters)}
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <ul className="expert-list" ref={listRef}>
        {listing.providers.map((provider) => (
          <ProviderCardItem
            key={provider.uuid}
            provider={provider}
            askedKinds={filters.session_kinds}
            askedConcerns={filters.concerns}
          />
        ))}
      </ul>
      {listing.moreError && (
        <p className="listing-more-error" role="alert">
          <AlertCircleIcon width={18} height={18} />
          {listing.moreError[0]}
        </p>
      )}
      {listing.nextCursor && (
        <Button
          variant="secondary"
          className="listing-more"
          loading={listing.loadingMore}
          onClick={() => {
            focusFrom.current = count;
            onMore();
          }}
        >
          {listing.moreError ? 'Try again' : 'Show more experts'}
        </Button>
      )}
    </>
  );
}
