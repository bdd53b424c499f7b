import { avatarUrl, type Booking, type BookingProviderSummary } from '@kaizen/contracts';
import { cancelPolicy, reschedulePolicy } from './lifecycle/policy';
import type { BookingViewRow } from './queries';

// The booking as the patient's pages show it (contracts bookingSchema).

type ProviderFields = BookingViewRow['provider'];

export const providerSummary = (
  provider: Omit<ProviderFields, 'timeZone'>,
  assetsHost: string,
): BookingProviderSummary => ({
  uuid: provider.uuid,
  firstname: provider.firstname,
  lastname: provider.lastname,
  provider_type: provider.providerType,
  photo_url: avatarUrl(provider.photoUrl, assetsHost),
});

/** Where an offline session takes place, as both the patient and the clinician see it. */
export const clinicView = (clinic: BookingViewRow['clinic']): Booking['clinic'] =>
  clinic
    ? {
        id: clinic.id,
        centre_name: clinic.centreName,
        address: clinic.address,
        latitude: clinic.latitude,
        longitude: clinic.longitude,
      }
    : null;

function paymentView(booking: BookingViewRow['booking']): Booking['payment'] {
  const payable = booking.status === 'held' && booking.paymentState === 'pending';
  return { status: booking.paymentState, checkout_url: payable ? booking.checkoutUrl : null };
}

function refundView(booking: BookingViewRow['booking']): Booking['refund'] {
  if (booking.refundAmount === null) return null;
  return {
    amount: booking.refundAmount,
    currency: booking.currency,
    status: booking.paymentState === 'refunded' ? 'refunded' : 'pending',
  };
}

/**
 * What an organisation pays of the session (issue 11 benefits): the part a money pool paid, or
 * the whole price (less a coupon) of a session a benefit covered; null when none paid.
 */
function sponsorCoverView(row: BookingViewRow): Booking['sponsor_cover'] {
  const { booking, sponsorName } = row;
  if (sponsorName === null) return null;
  const amount = booking.sponsorCover > 0 ? booking.sponsorCover : booking.price - booking.discount;
  return { sponsor: sponsorName, amount };
}

/**
 * `viewer` decides the actions: the owner may change their booking within the policy; the
 * invited partner of a couple session only sees it.
 */
export function toBookingView(
  row: BookingViewRow,
  viewer: { userId: number },
  context: { now: Date; assetsHost: string },
): Booking {
  const { booking } = row;
  const isPartnerView = booking.userId !== viewer.userId;
  const reschedule = reschedulePolicy(booking, context.now);
  const cancel = cancelPolicy(booking, context.now);
  const ownerOnly = (answer: { allowed: boolean; reason: string | null }) =>
    isPartnerView
      ? { allowed: false, reason: 'Only the person who booked can change it.' }
      : answer;
  const canReschedule = ownerOnly(reschedule);
  const canCancel = ownerOnly(cancel);
  return {
    id: booking.uuid,
    provider: providerSummary(row.provider, context.assetsHost),
    kind: booking.kind,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    status: booking.status,
    hold_expires_at: booking.holdExpiresAt?.toISOString() ?? null,
    price: booking.price,
    discount: booking.discount,
    sponsor_cover: sponsorCoverView(row),
    currency: booking.currency,
    clinic: clinicView(row.clinic),
    partner_email: booking.partnerEmail,
    group_session: row.group
      ? {
          id: row.group.uuid,
          capacity: row.group.capacity,
          seats_left: Math.max(0, row.group.capacity - row.group.seatsTaken),
        }
      : null,
    is_partner_view: isPartnerView,
    reschedule_count: booking.rescheduleCount,
    can_reschedule: canReschedule.allowed,
    reschedule_blocked_reason: canReschedule.reason,
    can_cancel: canCancel.allowed,
    cancel_blocked_reason: canCancel.reason,
    cancel_refunds: !isPartnerView && cancel.refunds,
    cancel_returns_credit: !isPartnerView && cancel.returnsCredit,
    refund: refundView(booking),
    payment: paymentView(booking),
    cancel_reason: booking.cancelReason,
    cancelled_by: booking.cancelledBy,
    feedback_given: row.feedbackGiven,
    is_intake: row.isIntake,
    created_at: booking.createdAt.toISOString(),
  };
}
