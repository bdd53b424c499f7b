import { packageSessionsLeft, type PackagePurchase } from '@kaizen/contracts';
import { CheckCircleIcon } from '../../../components/icons';
import { RefundPackage } from './RefundPackage';

const day = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const expertOf = (purchase: PackagePurchase) =>
  purchase.expert
    ? `With ${purchase.expert.firstname} ${purchase.expert.lastname}`
    : 'With any expert it covers';

/**
 * "Your packages": each paid package with the sessions left (the ledger's sums), its end and the
 * expert it is for. Failed checkouts are not listed; a refunded package says so.
 */
export function OwnPackages({
  purchases,
  onRefunded,
}: {
  purchases: PackagePurchase[];
  onRefunded: () => void;
}) {
  const shown = purchases.filter(
    (purchase) => purchase.status === 'active' || purchase.status === 'refunded',
  );
  if (shown.length === 0) return null;
  return (
    <section className="packages__own" aria-labelledby="own-packages-heading">
      <h2 id="own-packages-heading" className="packages__heading">
        Your packages
      </h2>
      <ul className="packages__list">
        {shown.map((purchase) => (
          <li key={purchase.id} className="card card--calm package-own">
            <h3 className="card__title">
              <CheckCircleIcon aria-hidden="true" /> {purchase.package.name}
            </h3>
            {purchase.status === 'refunded' ? (
              <p>Refunded</p>
            ) : (
              <>
                <p className="package-own__left">{packageSessionsLeft(purchase)}</p>
                <meter
                  className="balances__meter"
                  min={0}
                  max={purchase.sessions_total}
                  value={purchase.sessions_left}
                  aria-label={`${purchase.package.name}: sessions left`}
                />
              </>
            )}
            <p className="muted">
              {expertOf(purchase)}
              {purchase.expires_at && purchase.status === 'active'
                ? ` · valid until ${day.format(new Date(Date.parse(purchase.expires_at) - 1))}`
                : ''}
            </p>
            {purchase.can_refund && <RefundPackage purchase={purchase} onRefunded={onRefunded} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
