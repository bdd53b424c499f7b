import type { SuggestedBooking } from '@kaizen/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../lib/http-errors';
import { providerById } from '../../providers/service';
import type { Scheduling } from '../../scheduling/service';
import { bookings } from '../tables';
import { providerSummary } from '../views';

// Suggested bookings (SPEC §3 suggested_bookings): the rule is "your usual time with the expert
// you saw last". Take the person's latest confirmed or completed session; unless they already
// have an upcoming one with that expert, offer the expert's next free slot (within two weeks) on
// the weekday and at the local time they book most often with them, else the next free slot.

const SUGGESTION_WINDOW_MS = 14 * 86_400_000;
const HISTORY_LIMIT = 20;

const localWeekdayAndTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).format(instant); // "Tuesday 06:00 PM"

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

export async function suggestedBookings(
  db: Database,
  userId: number,
  context: { now: Date; assetsHost: string; scheduling: Scheduling },
): Promise<SuggestedBooking[]> {
  const history = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, ['confirmed', 'completed'])))
    .orderBy(desc(bookings.startsAt))
    .limit(HISTORY_LIMIT);
  const last = history[0];
  if (!last || last.kind === 'group') return [];
  const withThem = history.filter((booking) => booking.providerId === last.providerId);
  const alreadyBooked = withThem.some(
    (booking) => booking.status === 'confirmed' && booking.endsAt > context.now,
  );
  if (alreadyBooked) return [];
  const provider = await providerById(db, last.providerId);
  if (!provider?.active) return [];

  const usual = mostCommon(
    withThem.map((booking) => localWeekdayAndTime(booking.startsAt, provider.timeZone)),
  );
  let slots: Date[];
  try {
    ({ slots } = await context.scheduling.slotsForProvider(
      db,
      provider.id,
      {
        from: context.now,
        to: new Date(context.now.getTime() + SUGGESTION_WINDOW_MS),
        kind: last.kind,
      },
      context.now,
    ));
  } catch (error) {
    if (error instanceof HttpError) return []; // the kind is no longer offered
    throw error;
  }
  const name = `${provider.firstname} ${provider.lastname}`;
  const atUsualTime = slots.find((slot) => localWeekdayAndTime(slot, provider.timeZone) === usual);
  const pick = atUsualTime ?? slots[0];
  if (!pick) return [];
  const reason = atUsualTime
    ? `Your usual time with ${name}: ${usual} (${provider.timeZone}).`
    : `The next free time with ${name}, whom you saw last.`;
  return [
    {
      provider: providerSummary(provider, context.assetsHost),
      kind: last.kind,
      starts_at: pick.toISOString(),
      reason,
    },
  ];
}
