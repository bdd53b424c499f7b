import {
  formatPrice,
  providerTypeLabel,
  sponsorCoverText,
  SESSION_KIND_LABELS,
  TODAY_LABEL,
  TOMORROW_LABEL,
  type BookingProviderSummary,
  type SessionKind,
} from '@kaizen/contracts';
import { ProviderAvatar } from '../../../entities/provider/ProviderAvatar';
import { formatDateTime, relativeDayLabel } from '../../../lib/dates';

export interface SessionFacts {
  provider: BookingProviderSummary;
  kind: SessionKind;
  start: string;
  durationMinutes: number;
  clinic: { centre_name: string; address: string } | null;
  partnerEmail: string | null;
  /** Paise. */
  price: number;
  /** What an organisation pays of it (a booked session's view), when one does. */
  sponsorCover?: { sponsor: string; amount: number } | null;
}

/** SPEC §9: '24 Nov 2026, 10:00 AM', with Today or Tomorrow in front when it is. */
export function sessionWhen(start: string, now?: Date): string {
  const day = relativeDayLabel(start, now);
  const when = formatDateTime(start);
  return day === TODAY_LABEL || day === TOMORROW_LABEL ? `${day}, ${when}` : when;
}

/** The session as the review and the confirmation state it: who, what, when, where, price. */
export function BookingFacts({ facts }: { facts: SessionFacts }) {
  const { provider } = facts;
  return (
    <div className="booking-facts">
      <div className="booking-facts__expert">
        <ProviderAvatar
          photoUrl={provider.photo_url}
          firstname={provider.firstname}
          lastname={provider.lastname}
        />
        <div>
          <p className="booking-facts__name">
            {provider.firstname} {provider.lastname}
          </p>
          <p className="muted">{providerTypeLabel(provider.provider_type)}</p>
        </div>
      </div>
      <dl className="details">
        <div className="details__row">
          <dt>Session</dt>
          <dd>
            {SESSION_KIND_LABELS[facts.kind]}, {facts.durationMinutes} minutes
          </dd>
        </div>
        <div className="details__row">
          <dt>When</dt>
          <dd>{sessionWhen(facts.start)}</dd>
        </div>
        {facts.clinic && (
          <div className="details__row">
            <dt>Where</dt>
            <dd>
              {facts.clinic.centre_name}
              <span className="booking-facts__address">{facts.clinic.address}</span>
            </dd>
          </div>
        )}
        {facts.partnerEmail && (
          <div className="details__row">
            <dt>Partner</dt>
            <dd>{facts.partnerEmail}</dd>
          </div>
        )}
        <div className="details__row">
          <dt>Price</dt>
          <dd>{facts.price === 0 ? 'Free' : formatPrice(facts.price)}</dd>
        </div>
        {facts.sponsorCover && (
          <div className="details__row">
            <dt>Covered</dt>
            <dd>{sponsorCoverText(facts.sponsorCover)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
