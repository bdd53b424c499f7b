import type { MatchedProvider } from '@kaizen/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { MatchCard } from './MatchCard';

/** The best few first: up to 30 cards at once is a lot to take in on a phone. */
const FIRST_SHOWN_MATCHES = 10;

export function MatchList({
  matches,
  firstShown = FIRST_SHOWN_MATCHES,
}: {
  matches: readonly MatchedProvider[];
  /** How many cards show before "Show more" (matching_experiment_24 tries three). */
  firstShown?: number;
}) {
  const [showAll, setShowAll] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const shown = showAll ? matches : matches.slice(0, firstShown);
  const hidden = matches.length - shown.length;

  // Focus the first card that was revealed, so keyboard users carry on where the new ones begin.
  useEffect(() => {
    if (!showAll) return;
    listRef.current?.querySelectorAll('a')[firstShown]?.focus();
  }, [showAll, firstShown]);

  return (
    <>
      <ol ref={listRef} className="match-results__list" aria-label={`${matches.length} matches`}>
        {shown.map((match) => (
          <MatchCard key={match.uuid} match={match} />
        ))}
      </ol>
      {hidden > 0 && (
        <Button
          variant="secondary"
          className="match-results__more"
          onClick={() => setShowAll(true)}
        >
          Show {hidden} more {hidden === 1 ? 'match' : 'matches'}
        </Button>
      )}
    </>
  );
}
