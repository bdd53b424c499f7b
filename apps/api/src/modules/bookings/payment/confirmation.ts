import type { Database } from '../../../db/client';
import { addToCareTeam } from '../../care-team/service';
import { providerById } from '../../providers/service';
import { enqueueBookingNotice, type NotifyEnv } from '../lifecycle/notifications';
import { newPartnerInvitation } from '../partners/partner-invitations';
import { updateBooking, type BookingRow } from '../queries';

const HOUR_MS = 3_600_000;

/**
 * Reminder marks for a booking that is (re)timed now: a reminder whose moment has already
 * passed is not sent late (a session booked for tonight gets no "tomorrow" email).
 */
export function reminderMarks(startsAt: Date, now: Date) {
  const until = startsAt.getTime() - now.getTime();
  return {
    reminded24hAt: until <= 24 * HOUR_MS ? now : null,
    reminded1hAt: until <= HOUR_MS ? now : null,
  };
}

/**
 * What follows a confirmation, in its transaction: the provider joins the person's care team
 * ("my providers"), the confirmation with its calendar invite goes out, and a couple session's
 * partner is invited.
 */
export async function onBookingConfirmed(
  tx: Database,
  booking: BookingRow,
  now: Date,
  env: NotifyEnv,
): Promise<BookingRow> {
  const provider = await providerById(tx, booking.providerId);
  if (provider) {
    await addToCareTeam(
      tx,
      {
        userId: booking.userId,
        providerId: booking.providerId,
        providerType: provider.providerType,
      },
      now,
    );
  }
  const confirmed = await updateBooking(tx, booking.id, reminderMarks(booking.startsAt, now));
  await enqueueBookingNotice(tx, confirmed, 'confirmation', env, now);
  if (confirmed.partnerEmail && !confirmed.partnerInvitationHash) {
    const invitation = newPartnerInvitation(env.publicUrl);
    const invited = await updateBooking(tx, confirmed.id, {
      partnerInvitationHash: invitation.hash,
    });
    await enqueueBookingNotice(tx, invited, 'partner-invitation', env, now, invitation.link);
    return invited;
  }
  return confirmed;
}
