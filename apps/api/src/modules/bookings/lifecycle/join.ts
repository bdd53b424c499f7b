import {
  BOOKING_NOT_ACTIVE_MESSAGE,
  BOOKING_NOT_FOUND_MESSAGE,
  JOIN_ENDED_MESSAGE,
  JOIN_OPENS_MINUTES_BEFORE_START,
  JOIN_TOO_EARLY_MESSAGE,
  type BookingJoin,
} from '@kaizen/contracts';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { conflict, notFound } from '../../../lib/http-errors';
import { issueJoinToken } from '../../session-host/service';
import { providersBooking } from '../clinician/clinician';
import { findBookingView } from '../queries';

const OPENS_BEFORE_MS = JOIN_OPENS_MINUTES_BEFORE_START * 60_000;

/**
 * The window rule both sides share (SPEC §4): a confirmed session, from 10 minutes before its
 * start until its end.
 */
function windowOf(
  booking: { uuid: string; status: string; startsAt: Date; endsAt: Date },
  now: Date,
) {
  if (booking.status !== 'confirmed') throw conflict(BOOKING_NOT_ACTIVE_MESSAGE);
  const opensAt = new Date(booking.startsAt.getTime() - OPENS_BEFORE_MS);
  if (now < opensAt) throw conflict(JOIN_TOO_EARLY_MESSAGE);
  if (now >= booking.endsAt) throw conflict(JOIN_ENDED_MESSAGE);
  return {
    bookingUuid: booking.uuid,
    startsAt: booking.startsAt,
    opensAt,
    closesAt: booking.endsAt,
  };
}

/** A participant (the person who booked, or the invited couple partner); others get 404. */
async function joinWindow(
  db: Database,
  viewer: { id: number; email: string },
  bookingUuid: string,
  now: Date,
) {
  const row = await findBookingView(db, bookingUuid, viewer);
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return windowOf(row.booking, now);
}

interface Joiner {
  id: number;
  firstname: string;
  lastname: string;
  deviceSessionId: number;
}
type JoinWindow = ReturnType<typeof windowOf>;

/** The token and the details the web needs, for one person inside one session's window. */
async function joinFor(joiner: Joiner, window: JoinWindow, config: Config): Promise<BookingJoin> {
  const displayName = `${joiner.firstname} ${joiner.lastname}`.trim();
  const joinToken = await issueJoinToken(config, {
    bookingId: window.bookingUuid,
    userId: joiner.id,
    sessionId: joiner.deviceSessionId,
    displayName,
    startsAt: window.startsAt,
    endsAt: window.closesAt,
  });
  return {
    booking_id: window.bookingUuid,
    session_host_url: config.SESSION_HOST_URL.replace(/\/+$/, ''),
    join_token: joinToken,
    display_name: displayName,
    opens_at: window.opensAt.toISOString(),
    closes_at: window.closesAt.toISOString(),
  };
}

/**
 * The join details (SPEC §4): the web builds {SESSION_HOST_URL}/{bookingId}/{base64 payload}/
 * {platform} from them (contracts sessionJoinUrl). The token comes from the session host
 * (issueJoinToken): it names the participant and the booking and is valid for this session's
 * window only, so the host checks it without a database call.
 */
export async function joinDetails(
  db: Database,
  viewer: Joiner & { email: string },
  bookingUuid: string,
  context: { now: Date; config: Config },
): Promise<BookingJoin> {
  const window = await joinWindow(db, viewer, bookingUuid, context.now);
  return joinFor(viewer, window, context.config);
}

/**
 * The clinician's side of the same room: the provider's own session only (another clinician's,
 * or a patient asking, is 404 before any window check), under the same window rule; the token
 * names the clinician and their own device session, so it dies when they sign out.
 */
export async function clinicianJoinDetails(
  db: Database,
  clinician: Joiner & { providerId: number },
  bookingUuid: string,
  context: { now: Date; config: Config },
): Promise<BookingJoin> {
  const row = await providersBooking(db, clinician.providerId, bookingUuid);
  return joinFor(clinician, windowOf(row.booking, context.now), context.config);
}
