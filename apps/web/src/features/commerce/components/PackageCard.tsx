import type { Package } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { formatPrice } from '../../../lib/money';

/** One package of the catalogue: what it holds, its price, the price per session, validity. */
export function PackageCard({
  entry,
  buying,
  disabled,
  onBuy,
}: {
  entry: Package;
  buying: boolean;
  disabled: boolean;
  onBuy: (entry: Package) => void;
}) {
  const headingId = `package-${entry.id}`;
  return (
    <li className="card package-card">
      <h3 id={headingId} className="card__title">
        {entry.name}
      </h3>
      <p className="muted">{entry.description}</p>
      <p className="package-card__price">
        <strong>{formatPrice(entry.price_paise)}</strong>{' '}
        <span className="muted">· {formatPrice(entry.per_session_paise)} a session</span>
      </p>
      <ul className="package-card__facts">
        {entry.items.map((item) => (
          <li key={item.label}>
            {item.sessions} {item.sessions === 1 ? item.label.replace(/s$/, '') : item.label}
          </li>
        ))}
        <li>Valid for {entry.validity_months} months from payment</li>
      </ul>
      <Button onClick={() => onBuy(entry)} loading={buying} disabled={disabled}>
        Buy<span className="visually-hidden"> {entry.name}</span>
      </Button>
    </li>
  );
}
