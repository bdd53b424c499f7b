import crypto from 'node:crypto';
import {
  INVALID_PARTNER_INVITATION_MESSAGE,
  OWN_PARTNER_INVITATION_MESSAGE,
  PARTNER_INVITATION_PATH,
} from '@kaizen/contracts';
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { unprocessable } from '../../../lib/http-errors';
import { bookings } from '../tables';

// Couple sessions (issue 8 case 3): the partner named at booking receives an email with an
// accept link; the signed-in user who accepts it becomes the partner by user id. Matching an
// email string grants nothing, so changing one's email to the partner's shows no booking.

const hashInvitation = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new invitation for a booking: its hash to store and the link to email. */
export function newPartnerInvitation(publicUrl: string): { hash: string; link: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return {
    hash: hashInvitation(token),
    link: `${publicUrl.replace(/\/+$/, '')}${PARTNER_INVITATION_PATH}?invitation=${encodeURIComponent(token)}`,
  };
}

/**
 * Accepts an invitation for the signed-in user: once, by one person other than the booker, while
 * the session is still ahead. Accepting again as the same partner answers the same booking.
 */
export async function acceptPartnerInvitation(
  db: Database,
  userId: number,
  token: string,
  now: Date,
): Promise<{ bookingUuid: string; startsAt: Date }> {
  const hash = hashInvitation(token);
  const [accepted] = await db
    .update(bookings)
    .set({ partnerUserId: userId, updatedAt: now })
    .where(
      and(
        eq(bookings.partnerInvitationHash, hash),
        or(isNull(bookings.partnerUserId), eq(bookings.partnerUserId, userId)),
        inArray(bookings.status, ['held', 'confirmed']),
        gt(bookings.endsAt, now),
        // The booker cannot take the partner's place (told apart below for a clear message).
        ne(bookings.userId, userId),
      ),
    )
    .returning({ uuid: bookings.uuid, startsAt: bookings.startsAt });
  if (accepted) return { bookingUuid: accepted.uuid, startsAt: accepted.startsAt };
  const [own] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.partnerInvitationHash, hash), eq(bookings.userId, userId)));
  throw unprocessable(own ? OWN_PARTNER_INVITATION_MESSAGE : INVALID_PARTNER_INVITATION_MESSAGE);
}
