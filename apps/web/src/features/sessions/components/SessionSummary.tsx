import {
  providerTypeLabel,
  SESSION_KIND_LABELS,
  sponsorCoverText,
  type Booking,
} from '@kaizen/contracts';
import { ProviderAvatar } from '../../../entities/provider/ProviderAvatar';
import { relativeDateTime } from '../../../lib/dates';
import { PersonName } from '../../../components/PersonName';

/** Who, when and where of one session: the expert, the day and time, the clinic or partner. */
export function SessionSummary({
  booking,
  now,
}: {
  booking: Pick<
    Booking,
    'provider' | 'kind' | 'starts_at' | 'clinic' | 'partner_email' | 'is_partner_view'
  > &
    Partial<Pick<Booking, 'is_intake' | 'sponsor_cover'>>;
  now: Date;
}) {
  const { provider } = booking;
  return (
    <div className="session-summary">
      <ProviderAvatar
        photoUrl={provider.photo_url}
        firstname={provider.firstname}
        lastname={provider.lastname}
      />
      <div className="session-summary__text">
        <p className="session-summary__when">
          <time dateTime={booking.starts_at}>{relativeDateTime(booking.starts_at, now)}</time>
        </p>
        <p className="session-summary__who">
          <PersonName firstname={provider.firstname} lastname={provider.lastname} />
          <span className="session-summary__type">
            {' '}
            · {providerTypeLabel(provider.provider_type)}
          </span>
        </p>
        <p className="session-summary__kind">
          {SESSION_KIND_LABELS[booking.kind]}
          {booking.clinic && (
            <>
              {' at '}
              {booking.clinic.centre_name}, {booking.clinic.address}
            </>
          )}
          {booking.kind === 'couple' &&
            (booking.is_partner_view
              ? ' — you are invited as the partner'
              : booking.partner_email && ` with ${booking.partner_email}`)}
          {/* SPEC §3 intake: the first consultation, where the expert takes the history. */}
          {booking.is_intake && ' · first session with this expert'}
        </p>
        {/* Issue 11 benefits: who pays, so a member sees their organisation's part. */}
        {booking.sponsor_cover && (
          <p className="session-summary__kind">{sponsorCoverText(booking.sponsor_cover)}</p>
        )}
      </div>
    </div>
  );
}
