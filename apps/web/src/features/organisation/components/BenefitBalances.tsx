import { balanceSummary, memberPoolSummary } from '@kaizen/contracts';
import { Spinner } from '../../../components/Spinner';
import { useEntitlementBalances } from '../hooks/use-entitlement-balances';

const until = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(
    // The year's last day: the lot ends at midnight UTC on the 1st of January.
    new Date(Date.parse(iso) - 1),
  );

/**
 * What is left of the organisation's sessions this year ("5 of 6 therapy sessions left this
 * year"): the sums of the member's ledger, so the count drops with a booking and comes back with
 * a cancel in time; and the organisation's shared pools, what is left or that they are used up
 * (then why a session shows a price). Nothing is shown to someone without sponsored sessions.
 */
export function BenefitBalances({ version = 0 }: { version?: number }) {
  const all = useEntitlementBalances(version);
  // Package lots are counted on /packages; this card is the organisation's sessions only.
  const state =
    all.status === 'ready'
      ? {
          ...all,
          balances: all.balances.filter((balance) => balance.source === 'organisation_benefit'),
        }
      : all;
  if (
    state.status === 'error' ||
    (state.status === 'ready' && state.balances.length === 0 && state.pools.length === 0)
  ) {
    return null;
  }
  return (
    <section className="card" aria-labelledby="balances-heading">
      <h2 id="balances-heading" className="card__title">
        Sessions left this year
      </h2>
      {state.status === 'loading' ? (
        <p role="status">
          <Spinner size="sm" /> Counting your sessions…
        </p>
      ) : (
        <ul className="balances">
          {state.pools.map((pool) => (
            // The organisation's shared budget: what is left of it, or why a price shows.
            <li key={`${pool.sponsor}-${pool.label}`} className="balances__item">
              <p className="balances__count">{memberPoolSummary(pool)}</p>
              <meter
                className="balances__meter"
                min={0}
                max={pool.granted}
                value={pool.available}
                aria-label={`Shared ${pool.label} left at ${pool.sponsor}`}
              />
            </li>
          ))}
          {state.balances.map((balance) => (
            <li key={balance.id} className="balances__item">
              <p className="balances__count">{balanceSummary(balance)}</p>
              <meter
                className="balances__meter"
                min={0}
                max={balance.granted}
                value={balance.available}
                aria-label={`${balance.label} left`}
              />
              <p className="muted">
                Paid for by {balance.sponsor}, to use by {until(balance.expires_at)}.
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
