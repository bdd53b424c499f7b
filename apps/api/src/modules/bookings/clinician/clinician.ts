import {
  BOOKING_NOT_FOUND_MESSAGE,
  isClinicianUserType,
  MARK_BEFORE_START_MESSAGE,
  MARK_NOT_CONFIRMED_MESSAGE,
  type ClinicianBooking,
} from '@kaizen/contracts';
import { and, asc, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { conflict, notFound } from '../../../lib/http-errors';
import { users } from '../../auth/tables';
import type { Scheduling } from '../../scheduling/service';
import { clinicColumns, isUuid } from '../queries';
import { bookings, clinicianProviders, groupSessions, sessionNotes } from '../tables';
import { clinicView } from '../views';
import { clinics } from '../../providers/tables';

// The clinician side (API only): a user of a clinician type linked to a provider row sees and
// marks that provider's bookings and keeps private notes. Every query is scoped to the provider.

const NOT_A_CLINICIAN_MESSAGE = 'Not found.';
const PAST_LIST_LIMIT = 100;

/**
 * The provider the signed-in clinician acts as. Anyone else gets 404: to a patient (or a clinician
 * not linked to an expert profile) the clinician routes do not exist (issue 13).
 */
export async function clinicianProviderId(
  db: Database,
  user: { id: number; usertype: string },
): Promise<number> {
  if (!isClinicianUserType(user.usertype)) throw notFound(NOT_A_CLINICIAN_MESSAGE);
  const [link] = await db
    .select({ providerId: clinicianProviders.providerId })
    .from(clinicianProviders)
    .where(eq(clinicianProviders.userId, user.id));
  if (!link) throw notFound(NOT_A_CLINICIAN_MESSAGE);
  return link.providerId;
}

function selectForProvider(db: Database, providerId: number, where: SQL | undefined) {
  return db
    .select({
      booking: bookings,
      patient: {
        uuid: users.uuid,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
      },
      clinic: clinicColumns,
      groupUuid: groupSessions.uuid,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(clinics, eq(clinics.id, bookings.clinicId))
    .leftJoin(groupSessions, eq(groupSessions.id, bookings.groupSessionId))
    .where(and(eq(bookings.providerId, providerId), where));
}
type Row = Awaited<ReturnType<typeof selectForProvider>>[number];

const toClinicianBooking = (row: Row): ClinicianBooking => ({
  id: row.booking.uuid,
  kind: row.booking.kind,
  starts_at: row.booking.startsAt.toISOString(),
  ends_at: row.booking.endsAt.toISOString(),
  status: row.booking.status,
  patient: row.patient,
  partner_email: row.booking.partnerEmail,
  clinic: clinicView(row.clinic),
  group_session_id: row.groupUuid,
});

/** Upcoming: confirmed and not ended, soonest first. Past: started, latest first. */
export async function listClinicianBookings(
  db: Database,
  providerId: number,
  scope: 'upcoming' | 'past',
  now: Date,
): Promise<ClinicianBooking[]> {
  const rows =
    scope === 'upcoming'
      ? await selectForProvider(
          db,
          providerId,
          and(eq(bookings.status, 'confirmed'), gt(bookings.endsAt, now)),
        ).orderBy(asc(bookings.startsAt))
      : await selectForProvider(
          db,
          providerId,
          and(
            inArray(bookings.status, ['confirmed', 'completed', 'no_show']),
            lte(bookings.startsAt, now),
          ),
        )
          .orderBy(desc(bookings.startsAt))
          .limit(PAST_LIST_LIMIT);
  return rows.map(toClinicianBooking);
}

/** One of the provider's bookings with its patient; 404 for any other. */
export async function providersBooking(db: Database, providerId: number, uuid: string) {
  if (!isUuid(uuid)) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  const [row] = await selectForProvider(db, providerId, eq(bookings.uuid, uuid.toLowerCase()));
  if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return row;
}

/** One of the provider's sessions as the clinician side shows it; 404 for anyone else's. */
export async function clinicianBooking(
  db: Database,
  providerId: number,
  uuid: string,
): Promise<ClinicianBooking> {
  return toClinicianBooking(await providersBooking(db, providerId, uuid));
}

/**
 * Another module's work on a completed session, in the completion's transaction (the referral
 * reward; composition.ts hands it over). Runs only for the mark that changed the row.
 */
export type SessionCompletedHook = (
  tx: Database,
  booking: { id: number; userId: number; price: number; paymentState: string },
  now: Date,
) => Promise<void>;

/**
 * Completed or no-show: only a confirmed session, only once it has started, and only once. The
 * status check is part of the UPDATE (`where status = 'confirmed'`): when two marks race, the
 * database lets one change the row and the other finds nothing to change and answers 409.
 */
export async function markBooking(
  collaborators: { scheduling: Scheduling; onCompleted: SessionCompletedHook },
  db: Database,
  providerId: number,
  uuid: string,
  status: 'completed' | 'no_show',
  now: Date,
): Promise<ClinicianBooking> {
  const row = await providersBooking(db, providerId, uuid);
  if (row.booking.status !== 'confirmed') throw conflict(MARK_NOT_CONFIRMED_MESSAGE);
  if (now < row.booking.startsAt) throw conflict(MARK_BEFORE_START_MESSAGE);
  const marked = await db.transaction(async (tx) => {
    const trx = tx as unknown as Database;
    const [changed] = await trx
      .update(bookings)
      .set({ status, updatedAt: now })
      .where(and(eq(bookings.id, row.booking.id), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id });
    if (!changed) return false;
    if (status === 'completed') await collaborators.onCompleted(trx, row.booking, now);
    await collaborators.scheduling.refreshNextAvailability(trx, providerId, now);
    return true;
  });
  if (!marked) throw conflict(MARK_NOT_CONFIRMED_MESSAGE);
  return toClinicianBooking({ ...row, booking: { ...row.booking, status } });
}

export async function addSessionNote(
  db: Database,
  clinician: { userId: number; providerId: number },
  uuid: string,
  text: string,
  now: Date,
) {
  const row = await providersBooking(db, clinician.providerId, uuid);
  const [note] = await db
    .insert(sessionNotes)
    .values({ bookingId: row.booking.id, authorUserId: clinician.userId, text, createdAt: now })
    .returning();
  if (!note) throw new Error('note insert returned nothing');
  return { id: note.id, text: note.text, created_at: note.createdAt.toISOString() };
}

export async function listSessionNotes(db: Database, providerId: number, uuid: string) {
  const row = await providersBooking(db, providerId, uuid);
  const notes = await db
    .select()
    .from(sessionNotes)
    .where(eq(sessionNotes.bookingId, row.booking.id))
    .orderBy(asc(sessionNotes.id));
  return notes.map((note) => ({
    id: note.id,
    text: note.text,
    created_at: note.createdAt.toISOString(),
  }));
}
