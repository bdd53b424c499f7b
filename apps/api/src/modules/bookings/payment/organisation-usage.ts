import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../auth/tables';
import { bookings } from '../tables';

/** Sessions that took place or will (not holds, not cancelled), per organisation console rules. */
export const BOOKED = ['confirmed', 'completed', 'no_show'] as const;

export interface OrganisationUsageRow {
  /** YYYY-MM in the platform's time zone. */
  month: string;
  booked: number;
  completed: number;
  /** Distinct members behind the month's sessions (the console hides small groups). */
  people: number;
}

/**
 * The organisation console's usage: sessions of its current members per month of the session,
 * counts only (no one's sessions, providers or kinds).
 */
export async function organisationUsageByMonth(
  db: Database,
  organisationId: number,
  since: Date,
  timeZone: string,
): Promise<OrganisationUsageRow[]> {
  const month = sql<string>`to_char(${bookings.startsAt} at time zone ${timeZone}, 'YYYY-MM')`;
  return (
    db
      .select({
        month,
        booked: sql<number>`count(*)::int`,
        completed: sql<number>`(count(*) filter (where ${bookings.status} = 'completed'))::int`,
        people: sql<number>`count(distinct ${bookings.userId})::int`,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(
        and(
          eq(users.organisationId, organisationId),
          eq(users.usertype, 'member'),
          inArray(bookings.status, [...BOOKED]),
          gte(bookings.startsAt, since),
        ),
      )
      // By position: the month expression carries the time zone as a parameter, and PostgreSQL
      // does not see two parameterised copies of it as the same expression.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}
