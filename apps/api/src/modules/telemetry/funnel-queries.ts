import { PAGE_VIEW_EVENT } from '@kaizen/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../auth/tables';
import { analyticsEvents } from './tables';

// The operator dashboard's reads over analytics_events. A person is an account when the event
// carries one (sent signed in, or joined at sign-up), else the device.

const person = sql<string>`coalesce('u' || ${analyticsEvents.userId}::text, 'd' || ${analyticsEvents.deviceId})`;
/** Monday 00:00 UTC of the event's week. */
const eventWeek = sql<string>`date_trunc('week', ${analyticsEvents.occurredAt} at time zone 'UTC')`;

interface FunnelVisitor {
  userId: number | null;
  userCreatedAt: Date | null;
  /** The utm_source of the person's first page view in the window that carried one. */
  eventSource: string | null;
}

/** Everyone with a page view in [from, to). */
export async function visitorsBetween(
  db: Database,
  from: Date,
  to: Date,
): Promise<FunnelVisitor[]> {
  const source = sql`${analyticsEvents.properties} ->> 'utm_source'`;
  return db
    .select({
      userId: analyticsEvents.userId,
      userCreatedAt: users.createdAt,
      eventSource: sql<
        string | null
      >`(array_agg(${source} order by ${analyticsEvents.occurredAt}) filter (where ${source} is not null))[1]`,
    })
    .from(analyticsEvents)
    .leftJoin(users, eq(users.id, analyticsEvents.userId))
    .where(
      and(
        eq(analyticsEvents.event, PAGE_VIEW_EVENT),
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, to),
      ),
    )
    .groupBy(person, analyticsEvents.userId, users.createdAt);
}

interface PersonWeeks {
  /** Monday of the week the person was first seen ever, YYYY-MM-DD (UTC). */
  cohort: string;
  /** Mondays of the weeks since `since` in which the person had any event. */
  active: string[];
}

/** Everyone with an event since `since`: their first week ever and their active weeks since. */
export async function activeWeeksSince(db: Database, since: Date): Promise<PersonWeeks[]> {
  const day = sql`to_char(${eventWeek}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      cohort: sql<string>`min(${day})`,
      active: sql<
        string[] | null
      >`array_agg(distinct ${day}) filter (where ${analyticsEvents.occurredAt} >= ${since.toISOString()}::timestamptz)`,
    })
    .from(analyticsEvents)
    .groupBy(person)
    .having(sql`max(${analyticsEvents.occurredAt}) >= ${since.toISOString()}::timestamptz`);
  return rows.map((row) => ({ cohort: row.cohort, active: row.active ?? [] }));
}
