import {
  GROUP_SESSION_FULL_MESSAGE,
  type BookingCheck,
  type BookingCreateBody,
} from '@kaizen/contracts';
import type { Database } from '../../../db/client';
import type { BookingFunding } from '../../entitlements/service';
import type { Scheduling } from '../../scheduling/service';
import { conflict } from '../../../lib/http-errors';
import { assertBookableSlot } from './bookable';
import { offeredRequest } from './offer';
import { overlappingSessions } from './overlaps';
import { freeChangesUntil } from '../lifecycle/policy';
import { findGroupSession } from '../queries';

/**
 * POST /api/customers/bookings/check: what paying for this request would meet, decided by the
 * same rules as booking it, without holding or writing anything. A time that is gone answers the
 * same 409/422 as the booking would; otherwise the change policy of this very session and the
 * person's own sessions it overlaps.
 */
export async function checkBooking(
  db: Database,
  /** The device session counts too: an organisation may ask for a TOTP code per session. */
  person: { id: number; email: string; deviceSessionId: number | null },
  body: BookingCreateBody,
  context: { now: Date; assetsHost: string; scheduling: Scheduling; funding: BookingFunding },
): Promise<BookingCheck> {
  const { now } = context;
  const { startsAt, provider, kind } = await offeredRequest(db, person, body, now);
  let endsAt: Date;
  const group =
    body.kind === 'group'
      ? await findGroupSession(db, { providerId: provider.id, startsAt })
      : null;
  if (group) {
    if (group.seatsTaken >= group.capacity)
      throw conflict(GROUP_SESSION_FULL_MESSAGE, 'group_session_full');
    endsAt = group.endsAt;
  } else {
    // The person's own unpaid hold does not stand in their way: booking releases it.
    ({ endsAt } = await assertBookableSlot(
      context.scheduling,
      db,
      provider.id,
      kind.kind,
      startsAt,
      now,
      undefined,
      person.id,
    ));
  }
  const free = freeChangesUntil({ startsAt }, now);
  const choice = {
    providerId: provider.id,
    providerType: provider.providerType,
    kind: kind.kind,
    price: kind.price,
  };
  let funding = await context.funding.quote(db, person, choice, now);
  let couponError: string | null = null;
  if (body.coupon_code !== undefined) {
    ({ decision: funding, couponError } = await context.funding.quoteCoupon(
      db,
      person,
      { ...choice, couponCode: body.coupon_code },
      funding,
      now,
    ));
  }
  return {
    starts_at: startsAt.toISOString(),
    ends_at: endsAt.toISOString(),
    free_changes_until: free ? free.toISOString() : null,
    overlapping: await overlappingSessions(db, person, { startsAt, endsAt }, context.assetsHost),
    funding,
    coupon_error: couponError,
  };
}
