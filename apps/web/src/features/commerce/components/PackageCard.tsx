import { formatPrice, type Package, type ProviderType } from '@kaizen/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/Button';

/** One of the person's experts (SPEC §3 allProviders), who a package can be tied to. */
export interface PackageExpert {
  uuid: string;
  firstname: string;
  lastname: string;
  provider_type: ProviderType;
}

/**
 * One package of the catalogue: what it holds, its price, the price per session, validity, and,
 * when the person has experts it covers, whether to keep it for one of them (SPEC §3
 * mytherapist / mypsychiatrist) or use it with any expert.
 */
export function PackageCard({
  entry,
  experts = [],
  buying,
  disabled,
  onBuy,
}: {
  entry: Package;
  experts?: PackageExpert[];
  buying: boolean;
  disabled: boolean;
  onBuy: (entry: Package, providerUuid: string | undefined) => void;
}) {
  const headingId = `package-${entry.id}`;
  const selectId = useId();
  const [expert, setExpert] = useState('');
  const covered = experts.filter((candidate) =>
    entry.items.some((item) => item.provider_types.includes(candidate.provider_type)),
  );
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
      {covered.length > 0 && (
        <div className="package-card__expert">
          <label htmlFor={selectId} className="field__label">
            Use with
          </label>
          <select
            id={selectId}
            className="filter-select"
            value={expert}
            onChange={(event) => setExpert(event.target.value)}
          >
            <option value="">Any expert it covers</option>
            {covered.map((candidate) => (
              <option key={candidate.uuid} value={candidate.uuid}>
                Only {candidate.firstname} {candidate.lastname}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button
        onClick={() => onBuy(entry, expert || undefined)}
        loading={buying}
        disabled={disabled}
      >
        Buy<span className="visually-hidden"> {entry.name}</span>
      </Button>
    </li>
  );
}
