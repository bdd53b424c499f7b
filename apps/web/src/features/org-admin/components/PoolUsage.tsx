import { formatPrice, poolUsageSummary, type OrgPool } from '@kaizen/contracts';
import { useState } from 'react';
import { PoolSizeForm } from './PoolSizeForm';

const left = (pool: OrgPool) =>
  pool.kind === 'money_pool' ? formatPrice(pool.total - pool.used) : `${pool.total - pool.used}`;

/**
 * The organisation's shared pools this year (issue 11): "3 of 4 therapy sessions used this
 * year" (or rupees of a money pool), the sums of the pool's ledger, each with its size to set. A
 * count of the whole organisation, never of anyone.
 */
export function PoolUsage({ pools: loaded }: { pools: OrgPool[] }) {
  // A resize answers every pool afresh: shown at once, without reloading the console.
  const [pools, setPools] = useState(loaded);
  return (
    <ul className="balances">
      {pools.map((pool) => (
        <li key={pool.benefit_id} className="balances__item">
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
              : `${left(pool)} left for all members until the end of the year.`}
          </p>
          <PoolSizeForm pool={pool} onResized={setPools} />
        </li>
      ))}
    </ul>
  );
}
