import { poolUsageSummary, type OrgPool } from '@kaizen/contracts';

/**
 * The organisation's shared pools this year (issue 11): "3 of 4 therapy sessions used this
 * year", the sums of the pool's ledger. A count of the whole organisation, never of anyone.
 */
export function PoolUsage({ pools }: { pools: OrgPool[] }) {
  return (
    <ul className="balances">
      {pools.map((pool) => (
        <li key={pool.label} className="balances__item">
          <p className="balances__count">{poolUsageSummary(pool)}</p>
          <meter
            className="balances__meter"
            min={0}
            max={pool.total}
            value={pool.used}
            aria-label={`Shared ${pool.label} used`}
          />
          <p className="muted">
            {pool.used >= pool.total
              ? 'Used up: members now pay for further sessions until the new year.'
              : `${pool.total - pool.used} left for all members until the end of the year.`}
          </p>
        </li>
      ))}
    </ul>
  );
}
