import crypto from 'node:crypto';
import {
  calendarFeedFileEndpoint,
  escapeText,
  foldLine,
  icsDateTime,
  SESSION_KIND_LABELS,
  urlOf,
} from '@kaizen/contracts';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../auth/tables';
import { bookings, clinicianProviders } from '../bookings/tables';
import { clinics } from '../providers/tables';
import { clinicianCalendarFeeds } from './tables';

// The clinician's private iCalendar feed (issue 13): an unguessable address a calendar app
// polls. It names sessions by kind and the patient's first name only, with the clinic for
// in-person ones: no surnames, contact details or clinical data, since calendars sync anywhere.

const FEED_PAST_DAYS = 30;
const DAY_MS = 86_400_000;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export const feedPath = (token: string) =>
  `/api/${urlOf(calendarFeedFileEndpoint, { file: `${token}.ics` })}`;

/** A new address for the clinician's feed; the previous one stops working. */
export async function createFeed(db: Database, userId: number, now: Date): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  const values = { tokenHash: sha256(token), createdAt: now };
  await db
    .insert(clinicianCalendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: clinicianCalendarFeeds.userId, set: values });
  return token;
}

export async function feedCreatedAt(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: clinicianCalendarFeeds.createdAt })
    .from(clinicianCalendarFeeds)
    .where(eq(clinicianCalendarFeeds.userId, userId));
  return row?.createdAt ?? null;
}

export async function revokeFeed(db: Database, userId: number): Promise<void> {
  await db.delete(clinicianCalendarFeeds).where(eq(clinicianCalendarFeeds.userId, userId));
}

/** The feed's text for a token; 404 for an unknown or revoked one. */
export async function feedCalendar(db: Database, token: string, now: Date): Promise<string> {
  const [feed] = await db
    .select({ providerId: clinicianProviders.providerId })
    .from(clinicianCalendarFeeds)
    .innerJoin(clinicianProviders, eq(clinicianProviders.userId, clinicianCalendarFeeds.userId))
    .where(eq(clinicianCalendarFeeds.tokenHash, sha256(token)));
  if (!feed) throw notFound();
  const sessions = await db
    .select({
      uuid: bookings.uuid,
      kind: bookings.kind,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      firstname: users.firstname,
      clinic: clinics.centreName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(
      and(
        eq(bookings.providerId, feed.providerId),
        inArray(bookings.status, ['confirmed', 'completed']),
        gte(bookings.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kaizen//Clinician sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Kaizen sessions',
    ...sessions.flatMap((session) => [
      'BEGIN:VEVENT',
      `UID:${session.uuid}@kaizen`,
      `DTSTAMP:${icsDateTime(now)}`,
      `DTSTART:${icsDateTime(session.startsAt)}`,
      `DTEND:${icsDateTime(session.endsAt)}`,
      `SUMMARY:${escapeText(`${SESSION_KIND_LABELS[session.kind]} with ${session.firstname}`)}`,
      ...(session.clinic ? [`LOCATION:${escapeText(session.clinic)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
