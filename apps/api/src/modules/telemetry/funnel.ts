import {
  FUNNEL_MAX_DAYS,
  FUNNEL_STEPS,
  sourceGroup,
  type AnalyticsFunnelResponse,
  type AnalyticsRetentionResponse,
  type FunnelStep,
  type FunnelStepCount,
} from '@kaizen/contracts';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/http-errors';
import { bookingMilestones } from '../bookings/service';
import { attributionRecords } from '../realtime/service';
import { activeWeeksSince, visitorsBetween } from './funnel-queries';

// The operator dashboard (issue 15): the funnel visit → sign-up → first booking → completed
// session, by utm source after SPEC §5 normalisation, and weekly retention. Visits come from the
// analytics events (people who allowed analytics); the later steps from the service's own
// records of those people (an account created in the window, its bookings).

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const DEFAULT_FUNNEL_DAYS = 30;
const FUNNEL_WINDOW_MESSAGE = `Choose a window of 1 to ${FUNNEL_MAX_DAYS} days, from before to.`;

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The window of whole UTC days [from, to]; the last 30 days up to today by default. */
export function funnelWindow(query: { from?: string; to?: string }, now: Date) {
  const toDay = query.to ?? dayOf(now);
  const fromDay =
    query.from ?? dayOf(new Date(startOfDay(toDay).getTime() - (DEFAULT_FUNNEL_DAYS - 1) * DAY_MS));
  const from = startOfDay(fromDay);
  const end = new Date(startOfDay(toDay).getTime() + DAY_MS);
  const days = (end.getTime() - from.getTime()) / DAY_MS;
  if (!(days >= 1 && days <= FUNNEL_MAX_DAYS)) throw unprocessable(FUNNEL_WINDOW_MESSAGE);
  return { fromDay, toDay, from, end };
}

type Reached = Record<FunnelStep, number>;
const emptyReached = (): Reached => ({
  visit: 0,
  sign_up: 0,
  first_booking: 0,
  completed_session: 0,
});

/** Counts per step with each step's share of the previous one. */
export function funnelSteps(reached: Reached): FunnelStepCount[] {
  return FUNNEL_STEPS.map((step, index) => {
    const previous = index === 0 ? undefined : FUNNEL_STEPS[index - 1];
    const base = previous === undefined ? 0 : reached[previous];
    return {
      step,
      people: reached[step],
      conversion: previous === undefined || base === 0 ? null : reached[step] / base,
    };
  });
}

/** The utm source an attribution record names, if it is one. */
function recordSource(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('utm_data' in record)) return null;
  const utm = record.utm_data;
  if (typeof utm !== 'object' || utm === null || !('utm_source' in utm)) return null;
  return typeof utm.utm_source === 'string' ? utm.utm_source : null;
}

export async function analyticsFunnel(
  db: Database,
  query: { from?: string; to?: string },
  now: Date,
): Promise<AnalyticsFunnelResponse> {
  const window = funnelWindow(query, now);
  const visitors = await visitorsBetween(db, window.from, window.end);
  const signedUp = visitors.flatMap((visitor) =>
    visitor.userId !== null &&
    visitor.userCreatedAt !== null &&
    visitor.userCreatedAt >= window.from &&
    visitor.userCreatedAt < window.end
      ? [visitor.userId]
      : [],
  );
  const [milestones, attributions] = await Promise.all([
    bookingMilestones(db, signedUp),
    attributionRecords(db, signedUp),
  ]);
  const signedUpIds = new Set(signedUp);
  const total = emptyReached();
  const bySource = new Map<string, Reached>();
  for (const visitor of visitors) {
    const account =
      visitor.userId !== null && signedUpIds.has(visitor.userId) ? visitor.userId : null;
    // An account's source is its attribution record (consumed at sign-up), else its first page view's.
    const attributed = account === null ? null : recordSource(attributions.get(account));
    const source = sourceGroup(attributed ?? visitor.eventSource);
    const reached: FunnelStep[] = ['visit'];
    if (account !== null) {
      reached.push('sign_up');
      const milestone = milestones.get(account);
      if (milestone?.booked) reached.push('first_booking');
      if (milestone?.booked && milestone.completed) reached.push('completed_session');
    }
    const group = bySource.get(source) ?? emptyReached();
    bySource.set(source, group);
    for (const step of reached) {
      total[step] += 1;
      group[step] += 1;
    }
  }
  return {
    from: window.fromDay,
    to: window.toDay,
    steps: funnelSteps(total),
    by_source: [...bySource.entries()]
      .sort(([a, left], [b, right]) => right.visit - left.visit || a.localeCompare(b))
      .map(([source, reached]) => ({ source, steps: funnelSteps(reached) })),
  };
}

/** Monday 00:00 UTC of the instant's week. */
export function mondayOf(instant: Date): Date {
  const day = startOfDay(dayOf(instant));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** Weekly cohorts of the last `weeks` weeks, this one included, each with its weeks so far. */
export async function analyticsRetention(
  db: Database,
  weeks: number,
  now: Date,
): Promise<AnalyticsRetentionResponse> {
  const thisWeek = mondayOf(now);
  const since = new Date(thisWeek.getTime() - (weeks - 1) * WEEK_MS);
  const people = await activeWeeksSince(db, since);
  const cohorts = Array.from({ length: weeks }, (_, index) => {
    const start = new Date(since.getTime() + index * WEEK_MS);
    const week = dayOf(start);
    const members = people.filter((person) => person.cohort === week);
    const active = Array.from({ length: weeks - index }, (_, offset) => {
      const later = dayOf(new Date(start.getTime() + offset * WEEK_MS));
      return members.filter((person) => person.active.includes(later)).length;
    });
    return { week, people: members.length, active };
  });
  return { cohorts };
}
