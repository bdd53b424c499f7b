import type { SessionKind } from '@kaizen/contracts';
import type { DateChange, ScheduleSettings, WeeklyHours } from './availability-writes';
import { isoDate } from './time-zones';

// Believable weekly hours for the demo directory: morning people, evening people, weekend
// practices, clinic days for in-person work, one weekly group, some leave and extra hours.
// Every choice is a hash of the provider's uuid and a purpose, so a provider's hours depend on
// that provider alone (not on seeding order) and come out the same on every run.

interface DemoProvider {
  uuid: string;
  /** Session lengths in minutes of the kinds the provider offers. */
  durations: Partial<Record<SessionKind, number>>;
}

interface DemoAvailability {
  hours: { kind: SessionKind; hours: WeeklyHours[] }[];
  changes: DateChange[];
  settings: ScheduleSettings;
}

type Template = readonly (readonly [weekdays: readonly number[], start: string, end: string])[];

const WEEKDAYS = [1, 2, 3, 4, 5];
const ONLINE_PATTERNS: readonly (readonly [Template, number])[] = [
  [[[WEEKDAYS, '08:00', '12:00']], 3], // mornings
  [[[WEEKDAYS, '17:30', '21:00']], 3], // evenings, after the client's work day
  [
    [
      [WEEKDAYS, '10:00', '13:00'],
      [WEEKDAYS, '14:00', '18:00'],
    ],
    4,
  ], // office hours
  [
    [
      [[2, 4], '18:00', '21:00'],
      [[6, 7], '09:00', '14:00'],
    ],
    2,
  ], // evenings and weekends
  [
    [
      [[1, 3, 5], '09:00', '13:00'],
      [[2, 4], '15:00', '20:00'],
    ],
    2,
  ], // alternating days
  [[[[1, 2, 3, 4, 5, 6], '11:00', '19:00']], 2], // six-day week
  [
    [
      [[2, 5], '10:00', '14:00'],
      [[6], '10:00', '13:00'],
    ],
    1,
  ], // part-time
];
const COUPLE_TEMPLATE: Template = [
  [[2, 4], '18:00', '21:00'],
  [[6], '10:00', '14:00'],
];
const GROUP_STARTS = ['11:00', '17:00', '18:30'];

/** 32-bit FNV-1a with a murmur finaliser: a well-spread number from a short text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function chooser(uuid: string) {
  const roll = (purpose: string) => hash(`${uuid}:${purpose}`) / 2 ** 32;
  const pick = <T>(purpose: string, items: readonly T[]): T => {
    const item = items[Math.floor(roll(purpose) * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const weighted = <T>(purpose: string, entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let left = roll(purpose) * total;
    for (const [item, weight] of entries) if ((left -= weight) < 0) return item;
    return pick(purpose, entries)[0];
  };
  return { roll, pick, weighted };
}

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function expand(template: Template, shiftMinutes = 0): WeeklyHours[] {
  return template.flatMap(([weekdays, start, end]) =>
    weekdays.map((weekday) => ({
      weekday,
      start: toTime(toMinutes(start) + shiftMinutes),
      end: toTime(Math.min(toMinutes(end) + shiftMinutes, 24 * 60)),
    })),
  );
}

/** A provider's demo availability; `today` is the provider's local date (day number). */
export function demoAvailabilityFor(provider: DemoProvider, today: number): DemoAvailability {
  const { roll, pick, weighted } = chooser(provider.uuid);
  const settings = {
    bufferMinutes: pick('buffer', [0, 10, 10, 15]),
    minNoticeMinutes: pick('notice', [120, 240, 240, 240, 720, 1440]),
    horizonDays: pick('horizon', [14, 30, 30, 30, 60]),
  };
  // A few providers are away for the whole horizon: "available within N days" must exclude someone.
  if (roll('away') < 0.03) return { hours: [], changes: [], settings };

  const hours: DemoAvailability['hours'] = [];
  const { tele, offline, couple, group } = provider.durations;
  if (tele !== undefined) {
    hours.push({
      kind: 'tele',
      hours: expand(weighted('online', ONLINE_PATTERNS), pick('shift', [0, 0, 30, -30])),
    });
  }
  if (offline !== undefined) {
    const clinicDays = [pick('clinic-1', [1, 2, 3]), pick('clinic-2', [4, 5, 6])];
    hours.push({ kind: 'offline', hours: expand([[clinicDays, '10:00', '17:00']]) });
  }
  if (couple !== undefined) hours.push({ kind: 'couple', hours: expand(COUPLE_TEMPLATE) });
  if (group !== undefined) {
    const start = toMinutes(pick('group-time', GROUP_STARTS));
    const weekday = pick('group-day', [2, 3, 4, 6]);
    hours.push({
      kind: 'group',
      hours: expand([[[weekday], toTime(start), toTime(start + group)]]),
    });
  }

  const changes: DateChange[] = [];
  if (roll('leave') < 0.3) {
    const first = today + 2 + Math.floor(roll('leave-start') * 20);
    const days = 1 + Math.floor(roll('leave-length') * 5);
    for (let day = first; day < first + days; day++)
      changes.push({ date: isoDate(day), type: 'leave' });
  }
  if (tele !== undefined && roll('extra') < 0.2) {
    const start = toMinutes(pick('extra-time', ['07:00', '13:00', '19:00']));
    changes.push({
      date: isoDate(today + 1 + Math.floor(roll('extra-day') * 14)),
      type: 'extra',
      kind: 'tele',
      start: toTime(start),
      end: toTime(start + 2 * tele),
    });
  }
  return { hours, changes, settings };
}
